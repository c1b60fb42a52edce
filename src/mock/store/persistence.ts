import type { FileStore } from './file-store';
import type { MockState } from './state';

/**
 * Where the offline world lives between runs. Three implementations: memory (tests),
 * IndexedDB (browser) and a JSON file (the HTTP server's MOCK_DATA).
 */
export interface Persistence {
  readonly kind: 'memory' | 'indexeddb' | 'file';
  /** The stored state as read (validated by the service), or undefined when none. */
  load(): Promise<unknown>;
  /**
   * Stores the state. Implementations either write before resolving (IndexedDB, memory)
   * or debounce (file); {@link flush} forces pending writes out.
   */
  save(state: MockState): Promise<void>;
  flush(): Promise<void>;
  /** Binary files, persisted the same way as the state. */
  readonly files: FileStore;
  /** Subscribes to saves made by another writer (another browser tab). */
  onExternalChange?(listener: () => void): () => void;
  /** Flushes and releases handles. */
  dispose(): Promise<void>;
}
