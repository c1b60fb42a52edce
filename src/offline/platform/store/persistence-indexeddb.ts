import { newUid } from '../ids';
import { assertFileKey, type FileStore, type StoredFile } from './file-store';
import type { Persistence, SaveHooks } from './persistence';
import type { OfflineState } from './state';

const STATE_STORE = 'state';
const FILE_STORE = 'files';
const STATE_KEY = 'current';
/** Changes with every save: a tab that finds another stamp than its own knows another tab wrote. */
const STAMP_KEY = 'stamp';

interface IndexedDbPersistenceOptions {
  /** Database name; default `proofdesk-offline`. */
  dbName?: string;
  /** IndexedDB factory; default `globalThis.indexedDB` (tests pass fake-indexeddb's). */
  indexedDB?: IDBFactory;
  /** BroadcastChannel name shared by the tabs; default `<dbName>-changes`. */
  channelName?: string;
}

interface SavedMessage {
  type: 'saved';
  writer: string;
}

function requestToPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const request = factory.open(name, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains(STATE_STORE)) db.createObjectStore(STATE_STORE);
    if (!db.objectStoreNames.contains(FILE_STORE)) db.createObjectStore(FILE_STORE);
  };
  return requestToPromise(request);
}

function isSavedMessage(value: unknown): value is SavedMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === 'saved' &&
    'writer' in value
  );
}

function isStoredFile(value: unknown): value is StoredFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'contentType' in value &&
    typeof value.contentType === 'string' &&
    'bytes' in value &&
    value.bytes instanceof Uint8Array
  );
}

/**
 * Browser persistence: the state is one IndexedDB record written before each answer
 * that changed it, so a reload keeps every change. After each save a BroadcastChannel
 * message tells the other tabs to reload the state before their next request.
 */
export function createIndexedDbPersistence(options: IndexedDbPersistenceOptions = {}): Persistence {
  const dbName = options.dbName ?? 'proofdesk-offline';
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const writer = newUid();
  const channel = new BroadcastChannel(options.channelName ?? `${dbName}-changes`);
  const listeners = new Set<() => void>();
  let dbPromise: Promise<IDBDatabase> | undefined;
  /** The stamp of the state this tab last read or wrote. */
  let lastStamp: unknown;

  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSavedMessage(event.data) && event.data.writer !== writer) {
      for (const listener of listeners) listener();
    }
  };

  const db = () => (dbPromise ??= openDatabase(factory, dbName));

  async function withStore<T>(
    store: string,
    mode: IDBTransactionMode,
    run: (objectStore: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const tx = (await db()).transaction(store, mode);
    const result = requestToPromise(run(tx.objectStore(store)));
    await transactionDone(tx);
    return result;
  }

  /** Hands the stored state to `take` as soon as it is read, noting its stamp. */
  async function readState(take: (stored: unknown) => void): Promise<void> {
    const tx = (await db()).transaction(STATE_STORE, 'readonly');
    const done = transactionDone(tx);
    const store = tx.objectStore(STATE_STORE);
    const stamp = store.get(STAMP_KEY);
    const value = store.get(STATE_KEY);
    // Requests of one transaction succeed in order: the stamp is known when the state arrives.
    value.onsuccess = () => {
      lastStamp = stamp.result;
      take(value.result);
    };
    await done;
  }

  const files: FileStore = {
    async put(key, bytes, contentType) {
      assertFileKey(key);
      const value: StoredFile = { contentType, bytes };
      await withStore(FILE_STORE, 'readwrite', (s) => s.put(value, key));
    },
    async get(key) {
      const value: unknown = await withStore(FILE_STORE, 'readonly', (s) => s.get(key));
      return isStoredFile(value) ? value : undefined;
    },
    async delete(key) {
      await withStore(FILE_STORE, 'readwrite', (s) => s.delete(key));
    },
    async clear() {
      await withStore(FILE_STORE, 'readwrite', (s) => s.clear());
    },
  };

  return {
    kind: 'indexeddb',
    async load() {
      let value: unknown;
      await readState((stored) => (value = stored));
      return value;
    },
    refresh: readState,
    async save(state: OfflineState, hooks: SaveHooks = {}) {
      const tx = (await db()).transaction(STATE_STORE, 'readwrite');
      const done = transactionDone(tx);
      const store = tx.objectStore(STATE_STORE);
      const write = () => {
        const stamp = newUid();
        store.put(state, STATE_KEY);
        store.put(stamp, STAMP_KEY);
        lastStamp = stamp;
        hooks.written?.();
      };
      // Read and write in one transaction: no other tab can write in between.
      const stamp = store.get(STAMP_KEY);
      stamp.onsuccess = () => {
        if (stamp.result === lastStamp || !hooks.absorb) {
          write();
          return;
        }
        const stored = store.get(STATE_KEY);
        stored.onsuccess = () => {
          try {
            hooks.absorb?.(stored.result);
          } catch (error) {
            console.error('[offline service] taking in another tab’s changes failed', error);
          }
          write();
        };
      };
      await done;
      const message: SavedMessage = { type: 'saved', writer };
      channel.postMessage(message);
    },
    flush: () => Promise.resolve(),
    files,
    onExternalChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async dispose() {
      channel.close();
      listeners.clear();
      if (dbPromise) (await dbPromise).close();
      dbPromise = undefined;
    },
  };
}
