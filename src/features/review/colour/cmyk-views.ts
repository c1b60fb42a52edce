import type { CmykSource } from './cmyk-source';

/**
 * Separations and total area coverage from a CMYK source: one pass over the page builds a
 * reduced ink raster (box-averaged, for drawing) and a per-cell maximum of C+M+Y+K (so a
 * small over-limit patch is never averaged away), and finds the page's highest coverage.
 */
export interface CmykView {
  /** Size of the reduced raster; each cell covers `cell` page pixels across and down. */
  width: number;
  height: number;
  cell: number;
  /** Averaged ink values per cell, 0..255 each (C, M, Y, K). */
  inks: Uint8Array;
  /** Highest C+M+Y+K inside each cell, 0..1020. */
  coverage: Uint16Array;
  /** Highest C+M+Y+K on the page, in percent (one decimal), and a pixel where it is. */
  maxCoverage: number;
  maxAt: { x: number; y: number };
}

export const INKS = ['c', 'm', 'y', 'k'] as const;
export type Ink = (typeof INKS)[number];
/** The inks' printed colours (ISO coated process inks, as designers' tools show them). */
export const INK_RGB: Record<Ink, readonly [number, number, number]> = {
  c: [0, 174, 239],
  m: [236, 0, 140],
  y: [255, 242, 0],
  k: [35, 31, 32],
};

/** Percent of 0..255 ink, one decimal: 255 is 100 %. */
export const inkPercent = (value: number): number => Math.round((value / 255) * 1000) / 10;

/** The cell size for a page: its long side in at most `maxLongSide` cells. */
export function cellFor(width: number, height: number, maxLongSide: number): number {
  return Math.max(1, Math.ceil(Math.max(width, height) / maxLongSide));
}

/**
 * The view of page rows `from` to `to` (whole cells: `from` a multiple of the cell), so
 * bands can be built in parallel and joined with {@link joinCmykViews}.
 */
export function buildCmykView(
  source: CmykSource,
  maxLongSide = 2048,
  from = 0,
  to = source.height,
): CmykView {
  const cell = cellFor(source.width, source.height, maxLongSide);
  const width = Math.ceil(source.width / cell);
  const firstCell = Math.floor(from / cell);
  const height = Math.ceil(Math.min(to, source.height) / cell) - firstCell;
  const sums = new Uint32Array(width * height * 4);
  const counts = new Uint32Array(width * height);
  const coverage = new Uint16Array(width * height);
  const columnCell = new Int32Array(source.width);
  for (let x = 0; x < source.width; x++) columnCell[x] = Math.floor(x / cell);
  let max = -1;
  let maxAt = { x: 0, y: 0 };
  const end = Math.min(to, source.height);
  for (let top = from; top < end; top += cell) {
    const rows = source.rows(top, Math.min(cell, end - top));
    const pixels = rows.length >> 2;
    const rowBase = (Math.floor(top / cell) - firstCell) * width;
    for (let p = 0, at = 0; p < pixels; p++, at += 4) {
      const c = rows[at] as number;
      const m = rows[at + 1] as number;
      const y = rows[at + 2] as number;
      const k = rows[at + 3] as number;
      const total = c + m + y + k;
      const index = rowBase + (columnCell[p % source.width] as number);
      const s = index << 2;
      sums[s] = (sums[s] as number) + c;
      sums[s + 1] = (sums[s + 1] as number) + m;
      sums[s + 2] = (sums[s + 2] as number) + y;
      sums[s + 3] = (sums[s + 3] as number) + k;
      counts[index] = (counts[index] as number) + 1;
      if (total > (coverage[index] as number)) {
        coverage[index] = total;
        if (total > max) {
          max = total;
          maxAt = { x: p % source.width, y: top + Math.floor(p / source.width) };
        }
      }
    }
  }
  const inks = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const n = counts[i] || 1;
    for (let k = 0; k < 4; k++) inks[i * 4 + k] = Math.round((sums[i * 4 + k] as number) / n);
  }
  return { width, height, cell, inks, coverage, maxCoverage: percentOfTotal(max), maxAt };
}

const percentOfTotal = (total: number) => Math.round((Math.max(0, total) / 255) * 1000) / 10;

/** Bands built by {@link buildCmykView}, top to bottom, as one view. */
export function joinCmykViews(bands: readonly CmykView[]): CmykView {
  const [first] = bands;
  if (!first) throw new Error('no bands');
  const height = bands.reduce((n, band) => n + band.height, 0);
  const inks = new Uint8Array(first.width * height * 4);
  const coverage = new Uint16Array(first.width * height);
  let row = 0;
  let best = first;
  for (const band of bands) {
    inks.set(band.inks, row * first.width * 4);
    coverage.set(band.coverage, row * first.width);
    row += band.height;
    if (band.maxCoverage > best.maxCoverage) best = band;
  }
  return { ...first, height, inks, coverage, maxCoverage: best.maxCoverage, maxAt: best.maxAt };
}

export interface PlateChoice {
  /** The plates shown. */
  plates: Record<Ink, boolean>;
  /** Each plate in its ink colour, or as greyscale (black ink). */
  mode: 'ink' | 'grey';
}

/**
 * The chosen plates as RGBA: white paper, each ink laid over it multiplicatively (how a
 * proof simulates overprinting inks without a profile). In greyscale a plate is black ink.
 */
export function renderPlates(view: CmykView, choice: PlateChoice): Uint8ClampedArray {
  const out = new Uint8ClampedArray(view.width * view.height * 4);
  const shown = INKS.map((ink, index) => ({
    index,
    rgb: choice.mode === 'grey' ? ([0, 0, 0] as const) : INK_RGB[ink],
    on: choice.plates[ink],
  })).filter((p) => p.on);
  for (let i = 0; i < view.width * view.height; i++) {
    let r = 1;
    let g = 1;
    let b = 1;
    for (const plate of shown) {
      const amount = (view.inks[i * 4 + plate.index] ?? 0) / 255;
      r *= 1 - amount * (1 - plate.rgb[0] / 255);
      g *= 1 - amount * (1 - plate.rgb[1] / 255);
      b *= 1 - amount * (1 - plate.rgb[2] / 255);
    }
    out[i * 4] = Math.round(r * 255);
    out[i * 4 + 1] = Math.round(g * 255);
    out[i * 4 + 2] = Math.round(b * 255);
    out[i * 4 + 3] = 255;
  }
  return out;
}

/** Cells whose highest C+M+Y+K passes `limitPercent`, marked opaque; the rest transparent. */
export function renderCoverage(view: CmykView, limitPercent: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(view.width * view.height * 4);
  const limit = (limitPercent / 100) * 255;
  for (let i = 0; i < view.width * view.height; i++) {
    if ((view.coverage[i] ?? 0) <= limit) continue;
    // Bright green: no process ink looks like it, so a mark never reads as a plate.
    out[i * 4] = 0;
    out[i * 4 + 1] = 220;
    out[i * 4 + 2] = 60;
    out[i * 4 + 3] = 230;
  }
  return out;
}

/** Mean ink values (percent) of the `size` x `size` pixels centred on (x, y), clipped to the page. */
export function sampleInks(
  source: CmykSource,
  x: number,
  y: number,
  size: 1 | 3 | 5,
): Record<Ink, number> {
  const half = (size - 1) / 2;
  const x0 = Math.max(0, Math.floor(x) - half);
  const x1 = Math.min(source.width, Math.floor(x) + half + 1);
  const y0 = Math.max(0, Math.floor(y) - half);
  const rows = source.rows(y0, Math.min(source.height, Math.floor(y) + half + 1) - y0);
  const lines = rows.length / 4 / source.width;
  const sums = [0, 0, 0, 0];
  let n = 0;
  for (let r = 0; r < lines; r++)
    for (let px = x0; px < x1; px++) {
      for (let k = 0; k < 4; k++)
        sums[k] = (sums[k] ?? 0) + (rows[(r * source.width + px) * 4 + k] ?? 0);
      n++;
    }
  const mean = (k: number) => (n ? inkPercent((sums[k] ?? 0) / n) : 0);
  return { c: mean(0), m: mean(1), y: mean(2), k: mean(3) };
}
