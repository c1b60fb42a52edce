/**
 * Full-resolution tiles of a streamed PNG, kept compressed: one pass over the file cuts each
 * band of {@link TILE_ROWS} rows into tiles of {@link TILE_COLUMNS} columns, in the bytes the
 * PNG stores (unfiltered: 1 byte a pixel for a palette page, 3 for RGB), each through the
 * platform's CompressionStream. A region is then decoded from the tiles it touches only,
 * instead of streaming the file again from its first row (a zoom near the bottom of a
 * 20,000 px page read the whole file). Decoded, only one band of the region is held at once.
 * Runs in the tile worker and in Node (Vitest).
 */
import { BoxResampler, type PixelRect } from '@/lib/png/box-resample';
import type { PngHeader } from '@/lib/png/png-header';
import { toRgba, type PngRow } from '@/lib/png/png-stream';

export const TILE_ROWS = 256;
export const TILE_COLUMNS = 1024;

/** Bytes a pixel takes in the PNG's unfiltered rows. */
function bytesPerPixel(header: PngHeader): number {
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[header.colorType] ?? 1;
  return channels * (header.bitDepth === 16 ? 2 : 1);
}

/** A stream of one piece: no Blob (in a browser each Blob is a round trip to its process). */
function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<BufferSource> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    parts.push(part.value);
    length += part.value.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const squeeze = (bytes: Uint8Array<ArrayBuffer>) =>
  collect(streamOf(bytes).pipeThrough<Uint8Array>(new CompressionStream('deflate-raw')));
const unsqueeze = (bytes: Uint8Array<ArrayBuffer>) =>
  collect(streamOf(bytes).pipeThrough<Uint8Array>(new DecompressionStream('deflate-raw')));

/** Pixels of the band buffer a store of this page width holds while it is being filled. */
export function bandPixels(width: number): number {
  return TILE_ROWS * width;
}

export class TileStore {
  private readonly bpp: number;
  private readonly columns: number;
  /** Compressed tiles by band, then column. */
  private readonly bands: Uint8Array<ArrayBuffer>[][] = [];
  private band: Uint8Array | null;
  private palette: Uint8Array = new Uint8Array(256 * 4);
  private readonly waiting: { band: number; resolve: () => void }[] = [];
  private failed: Error | null = null;

  constructor(private readonly header: PngHeader) {
    this.bpp = bytesPerPixel(header);
    this.columns = Math.ceil(header.width / TILE_COLUMNS);
    this.band = new Uint8Array(TILE_ROWS * header.width * this.bpp);
  }

  /** Bands finished so far (each {@link TILE_ROWS} rows, the last one maybe fewer). */
  get bandsDone(): number {
    return this.bands.length;
  }

  /** Takes the next page row (rows arrive in order); at a band's end, compresses it first. */
  addRow(y: number, row: PngRow): Promise<undefined> | undefined {
    const band = this.band;
    if (!band) return undefined;
    if (row.palette) this.palette = row.palette;
    const inBand = y % TILE_ROWS;
    const rowBytes = this.header.width * this.bpp;
    band.set(row.raw.subarray(0, rowBytes), inBand * rowBytes);
    const last = y === this.header.height - 1;
    return inBand === TILE_ROWS - 1 || last ? this.finishBand(inBand + 1) : undefined;
  }

  /** The tile pass failed (a damaged file): every wait ends with this error. */
  fail(error: Error): void {
    this.failed = error;
    this.band = null;
    for (const wait of this.waiting.splice(0)) wait.resolve();
  }

  /** Frees the band buffer once the last band is stored. */
  private async finishBand(rows: number): Promise<undefined> {
    const band = this.band;
    if (!band) return undefined;
    const rowBytes = this.header.width * this.bpp;
    const tiles: Promise<Uint8Array<ArrayBuffer>>[] = [];
    for (let c = 0; c < this.columns; c++) {
      const x0 = c * TILE_COLUMNS;
      const w = Math.min(TILE_COLUMNS, this.header.width - x0);
      const tile = new Uint8Array(rows * w * this.bpp);
      for (let r = 0; r < rows; r++) {
        const from = r * rowBytes + x0 * this.bpp;
        tile.set(band.subarray(from, from + w * this.bpp), r * w * this.bpp);
      }
      tiles.push(squeeze(tile));
    }
    this.bands.push(await Promise.all(tiles));
    if (this.bands.length * TILE_ROWS >= this.header.height) this.band = null;
    const done = this.bands.length;
    for (const wait of [...this.waiting])
      if (wait.band < done) {
        this.waiting.splice(this.waiting.indexOf(wait), 1);
        wait.resolve();
      }
  }

  private async bandReady(index: number): Promise<Uint8Array<ArrayBuffer>[]> {
    if (index >= this.bands.length && !this.failed)
      await new Promise<void>((resolve) => this.waiting.push({ band: index, resolve }));
    const band = this.bands[index];
    if (!band) throw this.failed ?? new Error('The tiles were not made.');
    return band;
  }

  /**
   * Decodes `source` shrunk to `width x height` RGBA from the tiles it touches, waiting for
   * bands not stored yet. `cancelled` is asked between bands.
   */
  async decode(
    source: PixelRect,
    width: number,
    height: number,
    cancelled: () => boolean = () => false,
  ): Promise<Uint8ClampedArray<ArrayBuffer> | null> {
    const { header, bpp } = this;
    const c0 = Math.floor(source.x / TILE_COLUMNS);
    const c1 = Math.min(this.columns - 1, Math.floor((source.x + source.width - 1) / TILE_COLUMNS));
    const x0 = c0 * TILE_COLUMNS;
    const span = Math.min(header.width, (c1 + 1) * TILE_COLUMNS) - x0;
    // The resampler reads rows that start at tile column c0.
    const box = new BoxResampler({ ...source, x: source.x - x0 }, width, height);
    const raw = new Uint8Array(span * bpp);
    const rgba = new Uint8Array(span * 4);
    const direct = header.bitDepth === 8 && (header.colorType === 2 || header.colorType === 6);
    const b0 = Math.floor(source.y / TILE_ROWS);
    const b1 = Math.floor((source.y + source.height - 1) / TILE_ROWS);
    for (let b = b0; b <= b1; b++) {
      const packed = (await this.bandReady(b)).slice(c0, c1 + 1);
      if (cancelled()) return null;
      const tiles = await Promise.all(packed.map(unsqueeze));
      const rows = Math.min(TILE_ROWS, header.height - b * TILE_ROWS);
      for (let r = 0; r < rows; r++) {
        const y = b * TILE_ROWS + r;
        if (y < source.y || !box.wants(y)) continue;
        tiles.forEach((tile, i) => {
          const w = Math.min(TILE_COLUMNS, header.width - (c0 + i) * TILE_COLUMNS);
          raw.set(tile.subarray(r * w * bpp, (r + 1) * w * bpp), i * TILE_COLUMNS * bpp);
        });
        const row: PngRow = {
          raw,
          channels: bpp,
          direct,
          rgba: () => {
            toRgba(header, raw, rgba, this.palette, span);
            return rgba;
          },
        };
        box.addRow(y, row);
      }
    }
    return box.pixels;
  }
}
