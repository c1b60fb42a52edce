import { useEffect, useEffectEvent } from 'react';
import { changedShareOfPage } from '../model/difference';
import { checkRegion, type RequestedChange } from '../model/requested-changes';
import type { CompareStore } from '../stores/compare-store';
import type { ComparisonState } from './use-comparison';

/** What e2e tests read of the compare view (no pixels: numbers they can assert on). */
export interface CompareTestSnapshot {
  status: ComparisonState['status'];
  mode: string;
  opacity: number;
  viewport: { scale: number; x: number; y: number };
  fitted: boolean;
  /** Zero-based page shown. */
  page: number;
  /** Working image size, null until decoded. */
  imageSize: { width: number; height: number } | null;
  /** Share 0..1 of the page that changed; null until decoded. */
  changedShare: number | null;
  requestedChanges: {
    annotationUID: string;
    pageNumber: number;
    isCompleted: boolean;
    /** Changed share inside its region; null when it is on another page. */
    changedShare: number | null;
  }[];
}

type TestWindow = { __proofdeskTest?: Record<string, unknown> };

/** Built into test builds only (VITE_TEST_API=1), so production bundles carry none of it. */
const ENABLED = import.meta.env.VITE_TEST_API === '1';

/**
 * Publishes `window.__proofdeskTest.compare()` in test builds: the compare view's state as
 * plain data, read fresh on every call.
 */
export function useCompareTestApi(
  store: CompareStore,
  comparison: ComparisonState,
  changes: readonly RequestedChange[],
  page: number,
): void {
  const snapshot = useEffectEvent((): CompareTestSnapshot => {
    const s = store.getState();
    const ready = comparison.status === 'ready' ? comparison.comparison : null;
    return {
      status: comparison.status,
      mode: s.mode,
      opacity: s.opacity,
      viewport: { ...s.viewport },
      fitted: s.fitted,
      page,
      imageSize: ready ? { ...ready.size } : null,
      changedShare: ready ? changedShareOfPage(ready.diff) : null,
      requestedChanges: changes.map((c) => ({
        annotationUID: c.annotationUID,
        pageNumber: c.pageNumber,
        isCompleted: c.isCompleted,
        changedShare:
          ready && c.pageNumber === page ? (checkRegion(ready.diff, c.shape)?.share ?? null) : null,
      })),
    };
  });
  useEffect(() => {
    if (!ENABLED) return;
    const target = window as unknown as TestWindow;
    const api = (target.__proofdeskTest ??= {});
    const read = () => snapshot();
    api.compare = read;
    return () => {
      if (api.compare === read) delete api.compare;
    };
  }, []);
}
