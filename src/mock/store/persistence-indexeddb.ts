import { newUid } from '../ids';
import { assertFileKey, type FileStore, type StoredFile } from './file-store';
import type { Persistence } from './persistence';
import type { MockState } from './state';

const STATE_STORE = 'state';
const FILE_STORE = 'files';
const STATE_KEY = 'current';

export interface IndexedDbPersistenceOptions {
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
      const value: unknown = await withStore(STATE_STORE, 'readonly', (s) => s.get(STATE_KEY));
      return value;
    },
    async save(state: MockState) {
      await withStore(STATE_STORE, 'readwrite', (s) => s.put(state, STATE_KEY));
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
