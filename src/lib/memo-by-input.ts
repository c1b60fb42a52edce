/**
 * `compute(input, key)` remembered per input object (weakly: a result lives as long as its
 * input) and key. Screens derive the same views from the same query data every time they
 * mount; with this, a return visit reuses them, and the results keep their identity, so
 * later memos and memoized components downstream see no change either. `compute` must be
 * pure, and callers must not mutate what it returns.
 */
export function memoByInput<I extends object, K extends string | null, R>(
  compute: (input: I, key: K) => R,
): (input: I, key: K) => R {
  const cache = new WeakMap<I, Map<K, R>>();
  return (input, key) => {
    let byKey = cache.get(input);
    if (!byKey) {
      byKey = new Map();
      cache.set(input, byKey);
    }
    if (byKey.has(key)) return byKey.get(key) as R;
    const result = compute(input, key);
    byKey.set(key, result);
    return result;
  };
}
