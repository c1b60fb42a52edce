import { create } from 'zustand';
import type { PageImages } from '../canvas/page-images';
import type { SnapKind } from '../measure/use-snapped-segment';
import type { Size } from '../model/geometry';
import type { Share, ShareRect, ShareSegment } from './page-share';

/** A version's separations or coverage picture, laid over its whole page. */
export interface PlateLayers {
  raster: Size;
  plates: Uint8ClampedArray | null;
  coverage: Uint8ClampedArray | null;
}

/**
 * What the measure and colour tools of the compare view share between their panel (above
 * the stage) and their drawing over each page panel: the tool, and the points, kept as
 * shares of the page so each version reads them at its own size. Client state of one visit;
 * the unit and sample size are the review tool's remembered ones (useInspectStore).
 */
/** What the page panels need of a version to outline its boxes and snap to its artwork. */
export interface MeasureSide {
  /** The version's own page bitmap (its artwork edges are read from it). */
  images: PageImages | null;
  /** Its TrimBox and BleedBox as shares of the page; null: the version has none. */
  trim: ShareRect | null;
  bleed: ShareRect | null;
}

/** Where an end of the line snapped, as shares, and to what on each axis. */
export interface ShareGuide {
  at: Share;
  x: SnapKind | null;
  y: SnapKind | null;
}

export type CompareTool = 'ruler' | 'box' | 'colour';

interface CompareInspectState {
  tool: CompareTool | null;
  segment: ShareSegment | null;
  /** The keyboard crosshair, or where the last sample was taken. */
  cursor: Share | null;
  /** Where the colour sample is read (both versions). */
  sample: Share | null;
  /** The sample follows the pointer until a click, tap or Enter pins it. */
  pinned: boolean;
  /** The reading drawn beside the line or box, per version (each at its own scale). */
  labels: Record<number, string>;
  /** Separations and coverage of CMYK originals, per version. */
  layers: Record<number, PlateLayers | null>;
  /** A version is being calibrated: the line drawn is the known length. */
  calibrating: boolean;
  /** Per version, while the ruler or box is out: its bitmap and page boxes. */
  sides: Record<number, MeasureSide | null>;
  /** The snap marks of the line or box (every panel draws them). */
  guides: readonly ShareGuide[];
  /** The page panel whose pointer draws the line (its snapping is the one that counts). */
  drawer: string | null;
  /** The compare view's working page size (for "show where": its rects are in it). */
  page: Size | null;
}

const EMPTY = {
  segment: null,
  cursor: null,
  sample: null,
  pinned: false,
  calibrating: false,
  guides: [],
  drawer: null,
};

export const useCompareInspect = create<CompareInspectState>(() => ({
  tool: null,
  labels: {},
  layers: {},
  sides: {},
  page: null,
  ...EMPTY,
}));

/** Chooses a tool (the same again puts it away); a new tool starts without points. */
export function toggleCompareTool(tool: CompareTool): void {
  useCompareInspect.setState((s) => ({ tool: s.tool === tool ? null : tool, ...EMPTY }));
}

export function closeCompareTool(): void {
  useCompareInspect.setState({ tool: null, ...EMPTY });
}

export function setCompareInspect(patch: Partial<Omit<CompareInspectState, 'tool'>>): void {
  useCompareInspect.setState(patch);
}
