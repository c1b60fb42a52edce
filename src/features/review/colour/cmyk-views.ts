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

export function buildCmykView(source: CmykSource, maxLongSide = 2048): CmykView {
  const cell = Math.max(1, Math.ceil(Math.max(source.width, source.height) / maxLongSide));
  const width = Math.ceil(source.width / cell);
  const height = Math.ceil(source.height / cell);
  const sums = new Uint32Array(width * height * 4);
  const counts = new Uint32Array(width * height);
  const coverage = new Uint16Array(width * height);
  let max = -1;
  let maxAt = { x: 0, y: 0 };
  for (let top = 0; top < source.height; top += cell) {
    const rows = source.rows(top, cell);
    const count = rows.length / 4 / source.width;
    const cy = top / cell;
    for (let r = 0; r < count; r++)
      for (let x = 0; x < source.width; x++) {
        const at = (r * source.width + x) * 4;
        const c = rows[at] ?? 0;
        const m = rows[at + 1] ?? 0;
        const y = rows[at + 2] ?? 0;
        const k = rows[at + 3] ?? 0;
        const total = c + m + y + k;
        const index = cy * width + Math.floor(x / cell);
        sums[index * 4] = (sums[index * 4] ?? 0) + c;
        sums[index * 4 + 1] = (sums[index * 4 + 1] ?? 0) + m;
        sums[index * 4 + 2] = (sums[index * 4 + 2] ?? 0) + y;
        sums[index * 4 + 3] = (sums[index * 4 + 3] ?? 0) + k;
        counts[index] = (counts[index] ?? 0) + 1;
        if (total > (coverage[index] ?? 0)) coverage[index] = total;
        if (total > max) {
          max = total;
          maxAt = { x, y: top + r };
        }
      }
  }
  const inks = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const n = counts[i] || 1;
    for (let k = 0; k < 4; k++) inks[i * 4 + k] = Math.round((sums[i * 4 + k] ?? 0) / n);
  }
  return {
    width,
    height,
    cell,
    inks,
    coverage,
    maxCoverage: Math.round((Math.max(0, max) / 255) * 1000) / 10,
    maxAt,
  };
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
