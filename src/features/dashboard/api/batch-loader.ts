/** Collects single-key loads made close together into one request. */
export interface BatchLoader<K, V> {
  /** Resolves with the key's value, or undefined when the batch answer did not include it. */
  load(key: K): Promise<V | undefined>;
}

export interface BatchLoaderOptions {
  /** How long to wait for more keys after the first, in ms. */
  waitMs?: number;
  /** A batch is sent at once when it reaches this many keys. */
  maxBatch?: number;
}

interface Waiting<V> {
  resolve: (value: V | undefined) => void;
  reject: (reason: unknown) => void;
}

/**
 * DataLoader-style batching: every `load` within `waitMs` (or up to `maxBatch` keys) becomes
 * one `loadMany` call. Repeated keys in one batch share the answer; a failed batch rejects
 * every load in it.
 */
export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  { waitMs = 16, maxBatch = 50 }: BatchLoaderOptions = {},
): BatchLoader<K, V> {
  let batch = new Map<K, Waiting<V>[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const current = batch;
    batch = new Map();
    if (current.size === 0) return;
    loadMany([...current.keys()]).then(
      (values) => {
        for (const [key, waiting] of current) {
          for (const w of waiting) w.resolve(values.get(key));
        }
      },
      (error: unknown) => {
        for (const waiting of current.values()) for (const w of waiting) w.reject(error);
      },
    );
  }

  return {
    load(key) {
      return new Promise<V | undefined>((resolve, reject) => {
        const waiting = batch.get(key);
        if (waiting) waiting.push({ resolve, reject });
        else batch.set(key, [{ resolve, reject }]);
        if (batch.size >= maxBatch) flush();
        else timer ??= setTimeout(flush, waitMs);
      });
    },
  };
}
