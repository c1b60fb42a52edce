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
 * Adds page rows into the cells of one cell row elsewhere (cmyk-strips.ts, in WebAssembly):
 * what {@link CmykViewBuilder} otherwise does itself, with the same result.
 */
export interface RowAccumulator {
  /** Adds `lines` rows (4 bytes a pixel) of one cell row; returns their highest C+M+Y+K. */
  add(rows: Uint8Array, lines: number): number;
  /**
   * The cell row over the `down` rows added since the last call: each cell's average C, M, Y
   * and K (rounded as Math.round) and highest C+M+Y+K (views, valid until the next call);
   * clears them.
   */
  take(down: number): { inks: Uint8Array; coverage: Uint16Array };
}

/** The accumulator for a page `width` px across in cells of `cell` px, or null for none. */
export type AccumulatorFor = (width: number, cell: number) => RowAccumulator | null;

// Two inks share a 32-bit word (C and Y, or M and K, 16 bits each): 257 pixels of 255 fit.
const PACKED_PIXELS = 257;
const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The view of page rows `from` to `to` (`from` a multiple of the cell), fed rows top to
 * bottom as they are decoded ({@link CmykViewBuilder.add}), so the page is never held whole:
 * a 10,000 px page is 400 MB of inks. Bands built in parallel join with {@link joinCmykViews}.
 */
export class CmykViewBuilder {
  readonly cell: number;
  readonly width: number;
  readonly height: number;
  private readonly inks: Uint8Array;
  private readonly coverage: Uint16Array;
  /** Sums of the cell row being read (C, M, Y, K per cell); stored as inks when it is done. */
  private readonly sums: Uint32Array;
  /** The same as two 16-bit lanes a word (C and Y, M and K), while a lane cannot overflow. */
  private readonly packed: Uint32Array;
  private readonly firstCell: number;
  private readonly end: number;
  private readonly accumulator: RowAccumulator | null;
  private open = -1;
  private max = -1;
  private maxAt = { x: 0, y: 0 };

  constructor(
    private readonly pageWidth: number,
    pageHeight: number,
    maxLongSide: number,
    private readonly from = 0,
    to = pageHeight,
    accumulatorFor?: AccumulatorFor,
  ) {
    this.cell = cellFor(pageWidth, pageHeight, maxLongSide);
    this.width = Math.ceil(pageWidth / this.cell);
    this.firstCell = Math.floor(from / this.cell);
    this.end = Math.min(to, pageHeight);
    this.height = Math.max(0, Math.ceil(this.end / this.cell) - this.firstCell);
    this.inks = new Uint8Array(this.width * this.height * 4);
    this.coverage = new Uint16Array(this.width * this.height);
    this.sums = new Uint32Array(this.width * 4);
    this.packed = new Uint32Array(this.width * 2);
    this.accumulator = accumulatorFor?.(pageWidth, this.cell) ?? null;
  }

  /** Page rows from `top` (the next unread row), 4 bytes (C, M, Y, K) per pixel. */
  add(top: number, rows: Uint8Array): void {
    const stride = this.pageWidth * 4;
    const lines = Math.min(Math.floor(rows.length / stride), this.end - top);
    if (this.accumulator) {
      this.addAccumulated(this.accumulator, top, rows, lines);
      return;
    }
    const words =
      littleEndian && rows.byteOffset % 4 === 0 && this.cell <= PACKED_PIXELS
        ? new Uint32Array(rows.buffer, rows.byteOffset, lines * this.pageWidth)
        : null;
    for (let line = 0; line < lines; line++) {
      const y = top + line;
      const cellRow = Math.floor(y / this.cell);
      if (cellRow !== this.open) this.store(cellRow);
      if (words) this.addPacked(words, line * this.pageWidth, y, cellRow);
      else this.addBytes(rows, line * stride, y, cellRow);
    }
  }

  /** {@link add} by the accumulator: the rows of each cell row in one call. */
  private addAccumulated(
    accumulator: RowAccumulator,
    top: number,
    rows: Uint8Array,
    lines: number,
  ) {
    const stride = this.pageWidth * 4;
    for (let line = 0; line < lines;) {
      const y = top + line;
      const cellRow = Math.floor(y / this.cell);
      if (cellRow !== this.open) this.store(cellRow);
      const count = Math.min(lines - line, (cellRow + 1) * this.cell - y);
      const part = rows.subarray(line * stride, (line + count) * stride);
      const high = accumulator.add(part, count);
      if (high > this.max) this.firstOf(high, part, y);
      line += count;
    }
  }

  /** The first pixel of `rows` (from page row `y`) whose C+M+Y+K is `high`: the new maximum. */
  private firstOf(high: number, rows: Uint8Array, y: number): void {
    for (let at = 0; at + 3 < rows.length; at += 4) {
      const total =
        (rows[at] as number) +
        (rows[at + 1] as number) +
        (rows[at + 2] as number) +
        (rows[at + 3] as number);
      if (total === high) {
        const pixel = at / 4;
        this.max = high;
        this.maxAt = { x: pixel % this.pageWidth, y: y + Math.floor(pixel / this.pageWidth) };
        return;
      }
    }
  }

  // Once per pixel of the original (100 million on a 10,000 px page): one load, lane sums.
  private addPacked(words: Uint32Array, start: number, y: number, cellRow: number): void {
    const { cell, width, pageWidth, packed, coverage } = this;
    const rowBase = (cellRow - this.firstCell) * width;
    const rowEnd = start + pageWidth;
    let max = this.max;
    let at = start;
    for (let cx = 0, p = 0; cx < width; cx++, p += 2) {
      const last = Math.min(rowEnd, at + cell);
      const first = at;
      let cy = 0; // C in the low 16 bits, Y in the high
      let mk = 0; // M and K
      let high = 0;
      for (; at < last; at++) {
        const word = words[at] as number;
        const lo = word & 0x00ff00ff;
        const hi = (word >>> 8) & 0x00ff00ff;
        cy += lo;
        mk += hi;
        const both = lo + hi;
        const total = (both & 0xffff) + (both >>> 16);
        if (total > high) high = total;
      }
      packed[p] = (packed[p] as number) + cy;
      packed[p + 1] = (packed[p + 1] as number) + mk;
      const index = rowBase + cx;
      if (high > (coverage[index] as number)) coverage[index] = high;
      if (high > max) {
        max = high;
        this.newMax(words, first, start, y, high);
      }
    }
    this.max = max;
    if (cell * cell > PACKED_PIXELS) this.unpack();
  }

  /** Moves the packed lane sums into the cell row's sums before a lane can overflow. */
  private unpack(): void {
    const { packed, sums } = this;
    for (let p = 0, s = 0; p < packed.length; p += 2, s += 4) {
      const cy = packed[p] as number;
      const mk = packed[p + 1] as number;
      sums[s] = (sums[s] as number) + (cy & 0xffff);
      sums[s + 1] = (sums[s + 1] as number) + (mk & 0xffff);
      sums[s + 2] = (sums[s + 2] as number) + (cy >>> 16);
      sums[s + 3] = (sums[s + 3] as number) + (mk >>> 16);
    }
    packed.fill(0);
  }

  /** The first pixel of the cell's row span holding `high`: the page maximum so far. */
  private newMax(words: Uint32Array, first: number, start: number, y: number, high: number) {
    for (let at = first; ; at++) {
      const word = words[at] as number;
      const total = (word & 0xff) + ((word >>> 8) & 0xff) + ((word >>> 16) & 0xff) + (word >>> 24);
      if (total === high) {
        this.max = high;
        this.maxAt = { x: at - start, y };
        return;
      }
    }
  }

  private addBytes(rows: Uint8Array, start: number, y: number, cellRow: number): void {
    const { cell, width, pageWidth, sums, coverage } = this;
    const rowBase = (cellRow - this.firstCell) * width;
    let at = start;
    for (let cx = 0; cx < width; cx++) {
      const last = Math.min(pageWidth, (cx + 1) * cell);
      let c = 0;
      let m = 0;
      let yy = 0;
      let k = 0;
      let high = 0;
      for (let x = cx * cell; x < last; x++, at += 4) {
        const pc = rows[at] as number;
        const pm = rows[at + 1] as number;
        const py = rows[at + 2] as number;
        const pk = rows[at + 3] as number;
        c += pc;
        m += pm;
        yy += py;
        k += pk;
        const total = pc + pm + py + pk;
        if (total > high) high = total;
        if (total > this.max) {
          this.max = total;
          this.maxAt = { x, y };
        }
      }
      const s = cx << 2;
      sums[s] = (sums[s] as number) + c;
      sums[s + 1] = (sums[s + 1] as number) + m;
      sums[s + 2] = (sums[s + 2] as number) + yy;
      sums[s + 3] = (sums[s + 3] as number) + k;
      const index = rowBase + cx;
      if (high > (coverage[index] as number)) coverage[index] = high;
    }
  }

  /** Stores the open cell row's averages and opens `next` (-1: none). */
  private store(next: number): void {
    const { cell, width, pageWidth, sums, inks } = this;
    if (this.open >= 0 && this.accumulator) this.storeAccumulated(this.accumulator);
    else if (this.open >= 0) {
      this.unpack();
      const cy = this.open;
      const down = Math.min(cell, this.end - cy * cell, cy * cell + cell - this.from);
      const base = (cy - this.firstCell) * width * 4;
      for (let cx = 0; cx < width; cx++) {
        // Pixels in the cell: whole cells but at the right and bottom edges.
        const n = Math.max(1, Math.min(cell, pageWidth - cx * cell) * down);
        for (let ink = 0; ink < 4; ink++)
          inks[base + cx * 4 + ink] = Math.round((sums[cx * 4 + ink] as number) / n);
      }
      sums.fill(0);
    }
    this.open = next;
  }

  /** The open cell row's averages and highest totals, from the accumulator. */
  private storeAccumulated(accumulator: RowAccumulator): void {
    const { cell } = this;
    const cy = this.open;
    const down = Math.min(cell, this.end - cy * cell, cy * cell + cell - this.from);
    const row = (cy - this.firstCell) * this.width;
    const taken = accumulator.take(down);
    this.inks.set(taken.inks, row * 4);
    this.coverage.set(taken.coverage, row);
  }

  finish(): CmykView {
    this.store(-1);
    const { width, height, cell, inks, coverage } = this;
    return {
      width,
      height,
      cell,
      inks,
      coverage,
      maxCoverage: percentOfTotal(this.max),
      maxAt: this.maxAt,
    };
  }
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
  const builder = new CmykViewBuilder(source.width, source.height, maxLongSide, from, to);
  const end = Math.min(to, source.height);
  for (let top = from; top < end; top += builder.cell)
    builder.add(top, source.rows(top, Math.min(builder.cell, end - top)));
  return builder.finish();
}

/** Cells of rows read at a time where the source cannot stream: a few megabytes of inks. */
const CHUNK_CELLS = 64;

/**
 * {@link buildCmykView} reading the rows as they are decoded (natively, where the source
 * can), a strip at a time: what a worker runs on its band.
 */
export async function streamCmykView(
  source: CmykSource,
  maxLongSide: number,
  from = 0,
  to = source.height,
  accumulatorFor?: AccumulatorFor,
): Promise<CmykView> {
  const builder = new CmykViewBuilder(
    source.width,
    source.height,
    maxLongSide,
    from,
    to,
    accumulatorFor,
  );
  if (source.stream) await source.stream(from, to, (top, rows) => builder.add(top, rows));
  else {
    const step = builder.cell * CHUNK_CELLS;
    for (let top = from; top < to; top += step) {
      const bottom = Math.min(to, top + step);
      await source.prepare?.(top, bottom);
      builder.add(top, source.rows(top, bottom - top));
    }
  }
  return builder.finish();
}

const percentOfTotal = (total: number) => Math.round((Math.max(0, total) / 255) * 1000) / 10;

/** Bands built by {@link buildCmykView}, top to bottom, as one view. */
export function joinCmykViews(bands: readonly CmykView[]): CmykView {
  const [first] = bands;
  if (!first) throw new Error('no bands');
  if (bands.length === 1) return first;
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
