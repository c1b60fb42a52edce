/**
 * A streaming PNG row decoder: chunks are parsed as the bytes arrive, IDAT goes through the
 * browser's own inflater (png-inflate.ts, on this thread or another) and rows are unfiltered
 * one at a time, so a 20,000 x 20,000 page never exists decoded whole: only two rows of it
 * (the row and the one above, which filters need). Rows come out as 8-bit RGBA (not
 * premultiplied, as ImageData). Runs in a worker and in Node (Vitest).
 */
import { CHANNELS, PngReadError, type PngHeader } from './png-header';
import { inflateHere, type Inflater } from './png-inflate';

/** Undoes one row's filter in place (`prev` is the unfiltered row above, zeros for the first). */
export function unfilterRow(filter: number, row: Uint8Array, prev: Uint8Array, bpp: number): void {
  const n = row.length;
  switch (filter) {
    case 0:
      return;
    case 1:
      for (let i = bpp; i < n; i++) row[i] = ((row[i] ?? 0) + (row[i - bpp] ?? 0)) & 255;
      return;
    case 2:
      for (let i = 0; i < n; i++) row[i] = ((row[i] ?? 0) + (prev[i] ?? 0)) & 255;
      return;
    case 3:
      for (let i = 0; i < bpp; i++) row[i] = ((row[i] ?? 0) + ((prev[i] ?? 0) >> 1)) & 255;
      for (let i = bpp; i < n; i++)
        row[i] = ((row[i] ?? 0) + (((row[i - bpp] ?? 0) + (prev[i] ?? 0)) >> 1)) & 255;
      return;
    case 4:
      for (let i = 0; i < bpp; i++) row[i] = ((row[i] ?? 0) + (prev[i] ?? 0)) & 255;
      for (let i = bpp; i < n; i++) {
        const a = row[i - bpp] ?? 0;
        const b = prev[i] ?? 0;
        const c = prev[i - bpp] ?? 0;
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - 2 * c);
        row[i] = ((row[i] ?? 0) + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255;
      }
      return;
    default:
      throw new PngReadError(`Unknown PNG row filter ${filter}.`, 'corrupt');
  }
}

/**
 * Converts an unfiltered row (or its first `width` pixels: a tile's) to RGBA; 16-bit samples
 * keep their high byte. `palette` is the RGBA table of a palette image ({@link PngRow.palette}).
 */
export function toRgba(
  header: PngHeader,
  row: Uint8Array,
  out: Uint8Array,
  palette: Uint8Array,
  width = header.width,
): void {
  const { colorType } = header;
  const step = header.bitDepth === 16 ? 2 : 1;
  if (colorType === 6 && step === 1) {
    out.set(row.subarray(0, width * 4));
    return;
  }
  const channels = CHANNELS[colorType] ?? 1;
  for (let x = 0, i = 0, o = 0; x < width; x++, i += channels * step, o += 4) {
    if (colorType === 2 || colorType === 6) {
      out[o] = row[i] ?? 0;
      out[o + 1] = row[i + step] ?? 0;
      out[o + 2] = row[i + 2 * step] ?? 0;
      out[o + 3] = colorType === 6 ? (row[i + 3 * step] ?? 0) : 255;
    } else if (colorType === 3) {
      const p = (row[i] ?? 0) * 4;
      out[o] = palette[p] ?? 0;
      out[o + 1] = palette[p + 1] ?? 0;
      out[o + 2] = palette[p + 2] ?? 0;
      out[o + 3] = palette[p + 3] ?? 0;
    } else {
      const grey = row[i] ?? 0;
      out[o] = grey;
      out[o + 1] = grey;
      out[o + 2] = grey;
      out[o + 3] = colorType === 4 ? (row[i + step] ?? 0) : 255;
    }
  }
}

/**
 * One decoded row. `rgba()` converts on first call; `raw` is the unfiltered row as stored
 * (`channels` samples of 8 bits per pixel when `direct`), for readers that skip conversion.
 * Both are reused for the next row: copy what you keep.
 */
export interface PngRow {
  raw: Uint8Array;
  channels: number;
  /** 8-bit RGB or RGBA: `raw` can be read as pixels directly. */
  direct: boolean;
  /** The header and RGBA palette table, for {@link toRgba} on copies of `raw` (tiles). */
  header?: PngHeader;
  palette?: Uint8Array;
  rgba(): Uint8Array;
}

/**
 * Called with each row; answer false to stop reading. A promise holds the reading until it
 * settles (a sink that compresses what it kept, so memory stays bounded).
 */
export type RowSink = (
  y: number,
  row: PngRow,
) => boolean | undefined | Promise<boolean | undefined>;

/**
 * Streams `source` (a PNG byte stream, or an {@link Inflater} reading one elsewhere) and calls
 * `onRow` for rows 0..height-1 in order. Throws a {@link PngReadError} for a damaged,
 * truncated, unsupported or non-PNG file.
 */
export async function decodePngRows(
  source: ReadableStream<Uint8Array<ArrayBuffer>> | Inflater,
  onRow: RowSink,
  onHeader?: (header: PngHeader) => void,
): Promise<PngHeader> {
  let header: PngHeader | null = null;
  const palette = new Uint8Array(256 * 4).fill(255);
  const inflater = typeof source === 'function' ? source : inflateHere(source);
  const data = inflater({
    header(found) {
      header = found;
      onHeader?.(found);
    },
    plte(bytes) {
      for (let i = 0; i * 3 + 2 < bytes.length && i < 256; i++)
        palette.set(bytes.subarray(i * 3, i * 3 + 3), i * 4);
    },
    trns(bytes) {
      for (let i = 0; i < bytes.length && i < 256; i++) palette[i * 4 + 3] = bytes[i] ?? 0;
    },
  });
  let y = 0;
  try {
    let row: Uint8Array | null = null;
    let prev: Uint8Array | null = null;
    let rgba: Uint8Array | null = null;
    let filled = 0;
    let bpp = 1;
    for (;;) {
      const pieces = await data.next();
      if (!pieces) break;
      const h = header as PngHeader | null;
      if (!h) throw new PngReadError('Image data came before the PNG header.', 'corrupt');
      if (!row || !prev || !rgba) {
        const step = h.bitDepth === 16 ? 2 : 1;
        bpp = (CHANNELS[h.colorType] ?? 1) * step;
        row = new Uint8Array(1 + h.width * bpp);
        prev = new Uint8Array(row.length);
        rgba = new Uint8Array(h.width * 4);
      }
      for (const piece of pieces) {
        let at = 0;
        while (at < piece.length && y < h.height) {
          const take = Math.min(row.length - filled, piece.length - at);
          row.set(piece.subarray(at, at + take), filled);
          filled += take;
          at += take;
          if (filled < row.length) break;
          const line = row.subarray(1);
          unfilterRow(row[0] ?? 0, line, prev.subarray(1), bpp);
          let verdict = onRow(y, rowView(h, line, rgba, palette));
          if (verdict instanceof Promise) verdict = await verdict;
          if (verdict === false) {
            await data.stop();
            return h;
          }
          [row, prev] = [prev, row];
          filled = 0;
          y += 1;
        }
      }
    }
    const h = header as PngHeader | null;
    if (!h) throw new PngReadError('The file is not a PNG image.', 'not-png');
    if (y < h.height)
      throw new PngReadError(`The PNG ends after ${y} of ${h.height} rows.`, 'truncated');
    return h;
  } catch (error) {
    await data.stop();
    throw error;
  }
}

/** A row as {@link PngRow}: converted to RGBA (into `out`) only when asked. */
function rowView(h: PngHeader, line: Uint8Array, out: Uint8Array, palette: Uint8Array): PngRow {
  let converted = false;
  return {
    raw: line,
    channels: CHANNELS[h.colorType] ?? 1,
    direct: h.bitDepth === 8 && (h.colorType === 2 || h.colorType === 6),
    header: h,
    palette,
    rgba() {
      if (!converted) toRgba(h, line, out, palette);
      converted = true;
      return out;
    },
  };
}
