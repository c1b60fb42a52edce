import { useEffect, useState } from 'react';
import { overridesKey } from '@/lib/pdf';
import type { Comparison } from '../hooks/load-comparison';
import type { ComparisonState } from '../hooks/use-comparison';
import { loadLayeredComparison, type LayeredSource } from './layered-comparison';

interface Loaded {
  key: string;
  state: ComparisonState;
}

/**
 * The comparison drawn from both PDFs with the reviewer's layers, or null while no layer is
 * changed (the processing-time bitmaps are what the files show). A new page, new layers or
 * unmounting cancels a render in progress and frees the previous result's bitmaps.
 */
export function useLayeredComparison(
  base: Comparison | null,
  before: LayeredSource | null,
  after: LayeredSource | null,
): ComparisonState | null {
  const changed =
    before !== null &&
    after !== null &&
    (overridesKey(before.layers) !== '' || overridesKey(after.layers) !== '');
  const key =
    base && before && after && changed
      ? `${String(before.page)}|${overridesKey(before.layers)}|${overridesKey(after.layers)}`
      : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (key === null || !base || !before || !after) return;
    const controller = new AbortController();
    let owned: Comparison | null = null;
    loadLayeredComparison(base, before, after, controller.signal).then(
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
    // key stands for the sources' page and layers; base and the documents come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, base, before?.document, after?.document]);
  if (key === null) return null;
  return loaded && loaded.key === key ? loaded.state : { status: 'loading' };
}
