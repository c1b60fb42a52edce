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
  /** `pixels` as plain bytes: a store truncates, where the clamped array rounds half to even. */
  private readonly out: Uint8Array<ArrayBuffer>;
  private readonly sums: Float64Array;
  /** Output column ox averages sampled source columns firstSample[ox] .. firstSample[ox + 1] - 1. */
  private readonly firstSample: Int32Array;
  private readonly stride: number;
  private rowsInSum = 0;
  private outRow = 0;
  /** The output row at the start of `pixels` (rows above it were taken). */
  private firstKept = 0;

  constructor(
    private readonly source: PixelRect,
    readonly width: number,
    readonly height: number,
    /**
     * Output rows the buffer holds: all by default; fewer when a reader takes the finished ones
     * as they come ({@link takeRows}), so the output never exists whole.
     */
    private readonly keptRows = height,
  ) {
    this.pixels = new Uint8ClampedArray(width * Math.min(height, keptRows) * 4);
    this.out = new Uint8Array(this.pixels.buffer);
    this.sums = new Float64Array(width * 4);
    const factor = Math.min(source.width / width, source.height / height);
    this.stride = factor >= 4 ? Math.floor(factor / 2) : 1;
    const count = Math.ceil(source.width / this.stride);
    // Sample k (source column k * stride) falls in output column floor(k * stride * width /
    // source.width): non-decreasing in k, so each output column takes one run of samples.
    this.firstSample = new Int32Array(width + 1).fill(count);
    for (let k = count - 1; k >= 0; k--) {
      const ox = Math.min(width - 1, Math.floor((k * this.stride * width) / source.width));
      this.firstSample[ox] = k;
    }
    for (let ox = width - 1; ox >= 0; ox--)
      this.firstSample[ox] = Math.min(
        this.firstSample[ox] ?? count,
        this.firstSample[ox + 1] ?? count,
      );
  }

  /** Whether rows from `y` on are still wanted. */
  wants(y: number): boolean {
    return y < this.source.y + this.source.height;
  }

  get done(): boolean {
    return this.outRow >= this.height;
  }

  /** Output rows from the top that are final. */
  get rowsDone(): number {
    return Math.min(this.outRow, this.height);
  }

  /** Whether the buffer is full of finished rows: they must be taken before the next one. */
  get full(): boolean {
    return this.outRow - this.firstKept >= this.keptRows;
  }

  /**
   * The finished rows not taken yet, from output row `y` (a view of `pixels`, overwritten by
   * the rows after it), and room for as many more.
   */
  takeRows(): { y: number; height: number; pixels: Uint8ClampedArray<ArrayBuffer> } {
    const y = this.firstKept;
    const height = this.rowsDone - y;
    this.firstKept = this.rowsDone;
    return { y, height, pixels: this.pixels.subarray(0, height * this.width * 4) };
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
      this.assertRoom();
      const rgba = row.rgba();
      const start = source.x * 4;
      this.pixels.set(rgba.subarray(start, start + width * 4), (sy - this.firstKept) * width * 4);
      this.outRow = sy + 1;
      return;
    }
    if (sy % this.stride === 0) this.accumulate(row);
    if (last) this.flush();
  }

  /** A row written past the buffer would be lost without a word. */
  private assertRoom(): void {
    if (this.full) throw new RangeError('Finished rows must be taken before more are written.');
  }

  private accumulate(row: PngRow): void {
    const { sums, firstSample, width, stride } = this;
    const direct = row.direct;
    const data = direct ? row.raw : row.rgba();
    const step = direct ? row.channels : 4;
    const opaque = direct && step === 3;
    // Sums per output column are kept in locals over its run of samples: the hot loop reads
    // the row and nothing else.
    const jump = stride * step;
    let i = this.source.x * step + (firstSample[0] ?? 0) * jump;
    for (let ox = 0, o = 0; ox < width; ox++, o += 4) {
      const runs = (firstSample[ox + 1] ?? 0) - (firstSample[ox] ?? 0);
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let n = 0; n < runs; n++, i += jump) {
        r += data[i] ?? 0;
        g += data[i + 1] ?? 0;
        b += data[i + 2] ?? 0;
        if (!opaque) a += data[i + 3] ?? 0;
      }
      sums[o] = (sums[o] ?? 0) + r;
      sums[o + 1] = (sums[o + 1] ?? 0) + g;
      sums[o + 2] = (sums[o + 2] ?? 0) + b;
      sums[o + 3] = (sums[o + 3] ?? 0) + (opaque ? 255 * runs : a);
    }
    this.rowsInSum += 1;
  }

  /** Writes the averaged output row and starts the next one. */
  private flush(): void {
    const { sums, firstSample, out, width } = this;
    if (this.rowsInSum > 0) {
      this.assertRoom();
      let o = (this.outRow - this.firstKept) * width * 4;
      for (let ox = 0; ox < width; ox++, o += 4) {
        const n = ((firstSample[ox + 1] ?? 0) - (firstSample[ox] ?? 0)) * this.rowsInSum;
        // Averages of 8-bit samples stay within 0..255: rounding half up is all it takes
        // (a store into the clamped array rounds the slow way).
        const scale = 1 / n;
        const at = ox * 4;
        out[o] = (sums[at] ?? 0) * scale + 0.5;
        out[o + 1] = (sums[at + 1] ?? 0) * scale + 0.5;
        out[o + 2] = (sums[at + 2] ?? 0) * scale + 0.5;
        out[o + 3] = (sums[at + 3] ?? 0) * scale + 0.5;
      }
      sums.fill(0);
    }
    this.rowsInSum = 0;
    this.outRow += 1;
  }
}
