import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertFileKey, type FileStore } from './file-store';
import type { Persistence } from './persistence';
import type { OfflineState } from './state';

interface FilePersistenceOptions {
  /** Quiet time after the last change before the JSON is written; default 250 ms. */
  debounceMs?: number;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * Node persistence for MOCK_DATA=<path>: the state is one JSON file (written debounced,
 * atomically via rename), binary files live in `<path>.files/`.
 */
export function createFilePersistence(
  path: string,
  options: FilePersistenceOptions = {},
): Persistence {
  const debounceMs = options.debounceMs ?? 250;
  const filesDir = `${path}.files`;
  let pending: OfflineState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(state: OfflineState): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(state));
    await rename(temp, path);
  }

  function flushNow(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const state = pending;
    pending = undefined;
    if (state) writing = writing.then(() => write(state));
    return writing;
  }

  const dataPath = (key: string) => join(filesDir, 'data', key);
  const typePath = (key: string) => join(filesDir, 'types', key);

  const files: FileStore = {
    async put(key, bytes, contentType) {
      assertFileKey(key);
      await mkdir(dirname(dataPath(key)), { recursive: true });
      await mkdir(dirname(typePath(key)), { recursive: true });
      await writeFile(dataPath(key), bytes);
      await writeFile(typePath(key), contentType);
    },
    async get(key) {
      assertFileKey(key);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(dataPath(key)),
          readFile(typePath(key), 'utf8'),
        ]);
        return {
          contentType,
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await rm(dataPath(key), { force: true });
      await rm(typePath(key), { force: true });
    },
    async clear() {
      await rm(filesDir, { recursive: true, force: true });
    },
  };

  return {
    kind: 'file',
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new Error(
          `MOCK_DATA file ${path} is not valid JSON; move it away to start from the demo seed.`,
        );
      }
    },
    save(state, hooks) {
      pending = state;
      // The only writer of its file: nothing to take in, and the state object is what is written.
      hooks?.written?.();
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        flushNow().catch((error: unknown) =>
          console.error('[offline service] saving MOCK_DATA failed', error),
        );
      }, debounceMs);
      return Promise.resolve();
    },
    flush: flushNow,
    files,
    dispose: flushNow,
  };
}
