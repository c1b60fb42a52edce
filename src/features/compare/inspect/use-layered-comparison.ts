import { useEffect, useState } from 'react';
import { overridesKey } from '@/lib/pdf';
import type { Comparison } from '../hooks/load-comparison';
import { loadLayeredComparison, type LayeredSource } from './layered-comparison';

type Made = { comparison: Comparison } | { error: unknown };

interface Shown {
  key: string;
  base: Comparison;
  made: Made;
}

/** What the compare view shows of the reviewer's layers. */
export interface LayeredView {
  /** The pages drawn with the layers; null while the files' own state shows. */
  comparison: Comparison | null;
  /** Drawing with the latest choice; the previous drawing of the same page shows meanwhile. */
  drawing: boolean;
  failed: boolean;
}

const FILES: LayeredView = { comparison: null, drawing: false, failed: false };

/**
 * The comparison drawn from both PDFs with the reviewer's layers, for as long as a layer is
 * changed. A new choice keeps the previous drawing of the page on screen until the next is
 * done (no flash of the files' own state between two switches); a replaced drawing is freed
 * once the new one is on screen, a cancelled one at once.
 */
export function useLayeredComparison(
  base: Comparison | null,
  before: LayeredSource | null,
  after: LayeredSource | null,
): LayeredView {
  const changed =
    before !== null &&
    after !== null &&
    (overridesKey(before.layers) !== '' || overridesKey(after.layers) !== '');
  const key =
    base && before && after && changed
      ? `${String(before.page)}|${overridesKey(before.layers)}|${overridesKey(after.layers)}`
      : null;
  const [shown, setShown] = useState<Shown | null>(null);
  // Back to the files' own state, or another page: the drawing goes.
  if (shown && (key === null || shown.base !== base)) setShown(null);

  useEffect(() => {
    if (key === null || !base || !before || !after) return;
    const controller = new AbortController();
    loadLayeredComparison(base, before, after, controller.signal).then(
      (comparison) => {
        if (controller.signal.aborted) comparison.dispose();
        else setShown({ key, base, made: { comparison } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setShown({ key, base, made: { error } });
      },
    );
    return () => controller.abort();
    // key stands for the sources' page and layers; base and the documents come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, base, before?.document, after?.document]);

  // Frees a drawing once its successor is on screen (cleanups run before the canvases redraw).
  useEffect(() => {
    const made = shown?.made;
    return () => {
      if (made && 'comparison' in made) made.comparison.dispose();
    };
  }, [shown]);

  if (key === null || !shown || shown.base !== base)
    return key === null ? FILES : { ...FILES, drawing: true };
  const drawing = shown.key !== key;
  if ('error' in shown.made) return { comparison: null, drawing, failed: !drawing };
  return { comparison: shown.made.comparison, drawing, failed: false };
}
