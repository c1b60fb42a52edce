import { createMemoryFileStore } from './file-store';
import type { Persistence } from './persistence';
import type { OfflineState } from './state';

interface MemoryPersistenceOptions {
  /**
   * Keep a copy of every saved state (default true), so handing the same instance to a
   * new service simulates a reload. The HTTP server without MOCK_DATA turns it off:
   * nothing ever reloads there, and copying a big state on each change costs time.
   */
  snapshots?: boolean;
}

/** State and files in memory only. */
export function createMemoryPersistence(options: MemoryPersistenceOptions = {}): Persistence {
  const snapshots = options.snapshots ?? true;
  let saved: OfflineState | undefined;
  return {
    kind: 'memory',
    load: () => Promise.resolve(saved === undefined ? undefined : structuredClone(saved)),
    save(state, hooks) {
      if (snapshots) saved = structuredClone(state);
      hooks?.written?.();
      return Promise.resolve();
    },
    flush: () => Promise.resolve(),
    files: createMemoryFileStore(),
    dispose: () => Promise.resolve(),
  };
}
