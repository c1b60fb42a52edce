import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PixelRect, PixelSize } from '../model/regions';
import {
  clampPan,
  fitViewport,
  MAX_SCALE,
  panBy,
  rectViewport,
  stepZoom,
  zoomAt,
  type CompareViewport,
} from '../model/viewport';

/** How the two versions are shown. */
export type CompareMode = 'side-by-side' | 'overlay' | 'difference' | 'text';

export const COMPARE_MODES: readonly CompareMode[] = [
  'side-by-side',
  'overlay',
  'difference',
  'text',
];

/**
 * Session state of one compare view (never saved): how it shows the versions and where.
 *
 * Invariants: `opacity` is within 0..1; while `fitted` is true the viewport follows "fit"
 * whenever the panel or page size changes; every panel draws with the one `viewport`.
 */
export interface CompareState {
  mode: CompareMode;
  /** Opacity of the newer version over the older one in overlay mode. */
  opacity: number;
  viewport: CompareViewport;
  fitted: boolean;
  /** The working image's size, once decoded. */
  page: PixelSize | null;
  /** Working pixels per page pixel of the older version (1, or less for a big page). */
  pageScale: number;
  /** The CSS size of one panel. */
  panel: PixelSize;
}

export interface CompareActions {
  setMode(mode: CompareMode): void;
  setOpacity(opacity: number): void;
  /**
   * The page or panel size changed (a fitted view fits again). `native` is the older
   * version's own size when the working image is smaller.
   */
  setSizes(page: PixelSize | null, panel: PixelSize, native?: PixelSize): void;
  fit(): void;
  zoomStep(direction: 1 | -1): void;
  zoomAtPoint(factor: number, anchor: { x: number; y: number }): void;
  pan(dx: number, dy: number): void;
  /** Brings a region (working pixels) into view, e.g. an annotation being checked. */
  showRect(rect: PixelRect): void;
}

export type CompareStore = StoreApi<CompareState & CompareActions>;

export function createCompareStore(): CompareStore {
  return createStore<CompareState & CompareActions>()((set, get) => {
    /** Applies a manual viewport change, clamped so the page stays in view. */
    const move = (next: (state: CompareState) => CompareViewport) => {
      const state = get();
      if (!state.page) return;
      set({ viewport: clampPan(next(state), state.page, state.panel), fitted: false });
    };
    return {
      mode: 'side-by-side',
      opacity: 0.5,
      viewport: { scale: 1, x: 0, y: 0 },
      fitted: true,
      page: null,
      pageScale: 1,
      panel: { width: 0, height: 0 },
      setMode: (mode) => set({ mode }),
      setOpacity: (opacity) =>
        set({ opacity: Math.min(1, Math.max(0, Number.isFinite(opacity) ? opacity : 0.5)) }),
      setSizes: (page, panel, native) => {
        const state = get();
        const fitted = state.fitted && page !== null;
        const pageScale = page && native ? Math.min(1, page.width / native.width) : 1;
        set({ page, panel, pageScale, ...(fitted ? { viewport: fitViewport(page, panel) } : {}) });
      },
      fit: () => {
        const { page, panel } = get();
        if (page) set({ viewport: fitViewport(page, panel), fitted: true });
      },
      zoomStep: (direction) =>
        move((s) => stepZoom(s.viewport, direction, s.panel, MAX_SCALE / s.pageScale)),
      zoomAtPoint: (factor, anchor) =>
        move((s) => zoomAt(s.viewport, s.viewport.scale * factor, anchor, MAX_SCALE / s.pageScale)),
      pan: (dx, dy) => move((s) => panBy(s.viewport, dx, dy)),
      showRect: (rect) => move((s) => rectViewport(rect, s.panel)),
    };
  });
}
