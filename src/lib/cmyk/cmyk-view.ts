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
  const coverage = new Uint16Array(width * height);
  const pageWidth = source.width;
  let max = -1;
  let maxAt = { x: 0, y: 0 };
  const end = Math.min(to, source.height);
  // A cell's sums are kept in locals across its columns and stored once per row: the loop
  // runs once per pixel of the original (100 million on a 10,000 px page).
  for (let top = from; top < end; top += cell) {
    const rows = source.rows(top, Math.min(cell, end - top));
    const lines = rows.length / 4 / pageWidth;
    const rowBase = (Math.floor(top / cell) - firstCell) * width;
    for (let line = 0; line < lines; line++) {
      let at = line * pageWidth * 4;
      for (let cx = 0; cx < width; cx++) {
        const last = Math.min(pageWidth, (cx + 1) * cell);
        let c = 0;
        let m = 0;
        let y = 0;
        let k = 0;
        let high = 0;
        for (let x = cx * cell; x < last; x++, at += 4) {
          const pc = rows[at] as number;
          const pm = rows[at + 1] as number;
          const py = rows[at + 2] as number;
          const pk = rows[at + 3] as number;
          c += pc;
          m += pm;
          y += py;
          k += pk;
          const total = pc + pm + py + pk;
          if (total > high) high = total;
          if (total > max) {
            max = total;
            maxAt = { x, y: top + line };
          }
        }
        const index = rowBase + cx;
        const s = index << 2;
        sums[s] = (sums[s] as number) + c;
        sums[s + 1] = (sums[s + 1] as number) + m;
        sums[s + 2] = (sums[s + 2] as number) + y;
        sums[s + 3] = (sums[s + 3] as number) + k;
        if (high > (coverage[index] as number)) coverage[index] = high;
      }
    }
  }
  const inks = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    // Pixels in the cell: whole cells but at the right and bottom edges.
    const cx = i % width;
    const cy = Math.floor(i / width) + firstCell;
    const across = Math.min(cell, pageWidth - cx * cell);
    const down = Math.min(cell, end - cy * cell, cy * cell + cell - from);
    const n = Math.max(1, across * down);
    for (let ink = 0; ink < 4; ink++)
      inks[i * 4 + ink] = Math.round((sums[i * 4 + ink] as number) / n);
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
