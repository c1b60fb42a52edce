import { useEffect, useState } from 'react';
import { loadComparison, type Comparison } from './load-comparison';

export type ComparisonState =
  | { status: 'loading' }
  | { status: 'ready'; comparison: Comparison }
  | { status: 'error'; error: unknown };

interface Loaded {
  key: string;
  state: ComparisonState;
}

const LOADING: ComparisonState = { status: 'loading' };

/**
 * The comparison of two page bitmaps, loaded while mounted. A new pair of URLs or unmounting
 * cancels the load in progress and frees the previous comparison's bitmaps.
 */
export function useComparison(beforeUrl: string | null, afterUrl: string | null): ComparisonState {
  const key = beforeUrl && afterUrl ? `${beforeUrl}\n${afterUrl}` : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!beforeUrl || !afterUrl || key === null) return;
    const controller = new AbortController();
    let owned: Comparison | null = null;
    loadComparison(beforeUrl, afterUrl, controller.signal).then(
      (comparison) => {
        if (controller.signal.aborted) {
          comparison.dispose();
          return;
        }
        owned = comparison;
        setLoaded({ key, state: { status: 'ready', comparison } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, state: { status: 'error', error } });
      },
    );
    return () => {
      controller.abort();
      owned?.dispose();
    };
  }, [beforeUrl, afterUrl, key]);
  // A result of an earlier pair is never shown for the current one (its bitmaps are freed).
  return loaded && loaded.key === key ? loaded.state : LOADING;
}
