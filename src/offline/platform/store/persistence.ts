import type { FileStore } from './file-store';
import type { OfflineState } from './state';

/** How a save meets another writer's saves (only IndexedDB has other writers: other tabs). */
export interface SaveHooks {
  /**
   * Another writer saved since this one last read or wrote: called with what is stored,
   * inside the write and before it, so the state written can take it in.
   */
  absorb?(stored: unknown): void;
  /** Called when the state is handed to storage: changes made until then are in it. */
  written?(): void;
}

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
  save(state: OfflineState, hooks?: SaveHooks): Promise<void>;
  /**
   * Reads the stored state and hands it to `absorb` at the moment it is read (no write of
   * this tab can slip in between); IndexedDB only.
   */
  refresh?(absorb: (stored: unknown) => void): Promise<void>;
  flush(): Promise<void>;
  /** Binary files, persisted the same way as the state. */
  readonly files: FileStore;
  /** Subscribes to saves made by another writer (another browser tab). */
  onExternalChange?(listener: () => void): () => void;
  /** Flushes and releases handles. */
  dispose(): Promise<void>;
}
