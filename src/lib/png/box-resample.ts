import type { PngRow } from './png-stream';

/** A region of the page in its own pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Shrinks a region of a row stream into an RGBA image of `width x height` by averaging the
 * source pixels that fall in each output pixel (a box filter: no moiré on fine stripes, and
 * exact copies at 1:1). Only one output row of sums is held besides the output itself.
 *
 * Shrinking four times or more, every `stride`-th row and column is averaged (still at least
 * four samples per output pixel): the overview of a 400 MP page then costs a quarter of the
 * arithmetic, and the sharp view comes from 1:1 regions anyway.
 */
export class BoxResampler {
  readonly pixels: Uint8ClampedArray<ArrayBuffer>;
  private readonly sums: Uint32Array;
  /** Source columns sampled (relative to the region) and their output columns. */
  private readonly columns: Int32Array;
  private readonly colOf: Int32Array;
  private readonly colCount: Uint32Array;
  private readonly stride: number;
  private rowsInSum = 0;
  private outRow = 0;

  constructor(
    private readonly source: PixelRect,
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8ClampedArray(width * height * 4);
    this.sums = new Uint32Array(width * 4);
    const factor = Math.min(source.width / width, source.height / height);
    this.stride = factor >= 4 ? Math.floor(factor / 2) : 1;
    const count = Math.ceil(source.width / this.stride);
    this.columns = new Int32Array(count);
    this.colOf = new Int32Array(count);
    this.colCount = new Uint32Array(width);
    for (let k = 0; k < count; k++) {
      const sx = k * this.stride;
      const ox = Math.min(width - 1, Math.floor((sx * width) / source.width));
      this.columns[k] = sx;
      this.colOf[k] = ox;
      this.colCount[ox] = (this.colCount[ox] ?? 0) + 1;
    }
  }

  /** Whether rows from `y` on are still wanted. */
  wants(y: number): boolean {
    return y < this.source.y + this.source.height;
  }

  get done(): boolean {
    return this.outRow >= this.height;
  }

  /** Takes page row `y` (of the whole page width); rows outside the region are skipped. */
  addRow(y: number, row: PngRow): void {
    const { source, width, height } = this;
    const sy = y - source.y;
    if (sy < 0 || sy >= source.height || this.done) return;
    const target = Math.min(height - 1, Math.floor((sy * height) / source.height));
    if (target !== this.outRow) this.flush();
    const last = sy === source.height - 1;
    if (width === source.width && height === source.height) {
      const rgba = row.rgba();
      const start = source.x * 4;
      this.pixels.set(rgba.subarray(start, start + width * 4), sy * width * 4);
      this.outRow = sy + 1;
      return;
    }
    if (sy % this.stride === 0) this.accumulate(row);
    if (last) this.flush();
  }

  private accumulate(row: PngRow): void {
    const { sums, colOf, columns } = this;
    const direct = row.direct;
    const data = direct ? row.raw : row.rgba();
    const step = direct ? row.channels : 4;
    const opaque = direct && step === 3;
    const base = this.source.x * step;
    for (let k = 0; k < columns.length; k++) {
      const i = base + (columns[k] ?? 0) * step;
      const o = (colOf[k] ?? 0) * 4;
      sums[o] = (sums[o] ?? 0) + (data[i] ?? 0);
      sums[o + 1] = (sums[o + 1] ?? 0) + (data[i + 1] ?? 0);
      sums[o + 2] = (sums[o + 2] ?? 0) + (data[i + 2] ?? 0);
      sums[o + 3] = (sums[o + 3] ?? 0) + (opaque ? 255 : (data[i + 3] ?? 0));
    }
    this.rowsInSum += 1;
  }

  /** Writes the averaged output row and starts the next one. */
  private flush(): void {
    const { sums, colCount, pixels, width } = this;
    if (this.rowsInSum > 0) {
      const base = this.outRow * width * 4;
      for (let ox = 0; ox < width; ox++) {
        const n = (colCount[ox] ?? 0) * this.rowsInSum;
        for (let c = 0; c < 4; c++) {
          const o = ox * 4 + c;
          // A clamped array rounds to the nearest integer.
          pixels[base + o] = (sums[o] ?? 0) / n;
        }
      }
      sums.fill(0);
    }
    this.rowsInSum = 0;
    this.outRow += 1;
  }
}
