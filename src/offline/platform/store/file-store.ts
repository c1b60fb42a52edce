/** A stored binary file (page bitmap, thumbnail, upload, report). */
export interface StoredFile {
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Binary files beside the JSON state, by key (e.g. `reports/<token>.pdf`). Keys are
 * path-like strings of URL-safe characters; the service serves them under `/files/<key>`.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** Removes every file (reset). */
  clear(): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** True for keys the stores accept: no `..`, no leading slash, URL-safe segments. */
export function isValidFileKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

export function assertFileKey(key: string): void {
  if (!isValidFileKey(key)) throw new Error(`Invalid file key "${key}"`);
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    put(key, bytes, contentType) {
      assertFileKey(key);
      files.set(key, { contentType, bytes });
      return Promise.resolve();
    },
    get(key) {
      return Promise.resolve(files.get(key));
    },
    delete(key) {
      files.delete(key);
      return Promise.resolve();
    },
    clear() {
      files.clear();
      return Promise.resolve();
    },
  };
}
