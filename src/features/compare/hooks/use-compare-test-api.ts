import { useEffect, useEffectEvent } from 'react';
import { changedShareOfPage } from '../model/difference';
import { checkRegion, type RequestedChange } from '../model/requested-changes';
import { neededDensity, regionServes } from '../model/sharp-region';
import type { CompareState, CompareStore } from '../stores/compare-store';
import { comparePixels } from './compare-pixels';
import type { Comparison } from './load-comparison';
import type { SharpRegion } from './sharp-region-loader';
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
  /** The older version's own size, null until decoded. */
  nativeSize: { width: number; height: number } | null;
  /** The part decoded sharper than the working images (older version's pixels), if any. */
  sharpRegion: {
    source: { x: number; y: number; width: number; height: number };
    density: number;
    /** Share 0..1 of the region that changed. */
    changedShare: number;
  } | null;
  /**
   * Whether every visible page pixel is shown with as many decoded pixels as the screen can
   * use (up to the page's own), from the working images or the sharp region.
   */
  sharp: boolean;
  /** Decoded pixels alive in the compare view now, and at most since the page opened. */
  decodedPixels: { current: number; peak: number };
  requestedChanges: {
    annotationUID: string;
    pageNumber: number;
    isCompleted: boolean;
    /** Changed share inside its region; null when it is on another page. */
    changedShare: number | null;
  }[];
}

/** See {@link CompareTestSnapshot.sharp}. */
function isSharp(ready: Comparison, region: SharpRegion | null, s: CompareState): boolean {
  const view = {
    native: ready.native,
    work: ready.size,
    viewport: s.viewport,
    panel: s.panel,
    devicePixelRatio: globalThis.devicePixelRatio || 1,
  };
  const needed = neededDensity(view);
  if (needed <= ready.size.width / ready.native.width) return true;
  return region !== null && regionServes(region.plan, { ...region.plan, density: needed }, view);
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
  region: SharpRegion | null,
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
      nativeSize: ready ? { ...ready.native } : null,
      sharpRegion: region
        ? {
            source: { ...region.plan.source },
            density: region.plan.density,
            changedShare: changedShareOfPage(region.images.diff),
          }
        : null,
      sharp: ready ? isSharp(ready, region, s) : false,
      decodedPixels: { current: comparePixels.current(), peak: comparePixels.peak() },
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
