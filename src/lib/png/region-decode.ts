import { BoxResampler, type PixelRect } from './box-resample';
import type { Inflater } from './png-inflate';
import { decodePngRows } from './png-stream';

/** The finished output rows of a decode, as {@link BoxResampler} holds them. */
export type FinishedRows = Pick<BoxResampler, 'pixels' | 'rowsDone' | 'full' | 'takeRows'>;

/**
 * Called as output rows are finished: `rows` of them from the top are final. With every row
 * kept they are in `finished.pixels`; with fewer, the listener takes them (and must once
 * `finished.full`). A promise holds the reading until it settles.
 */
export type RowsDone = (rows: number, finished: FinishedRows) => void | Promise<void>;

/**
 * Streams a PNG and returns `source` of it shrunk to `width x height` RGBA (ImageData's
 * layout; with fewer rows kept, the buffer the listener takes them from), or null when
 * `cancelled` turned true (it must stay true once it is). Rows above the region are inflated
 * and unfiltered but never kept; reading stops below it. Throws a PngReadError for a file it
 * cannot read. `onRows` hears of each output row finished.
 */
export async function decodePngRegion(
  png: ReadableStream<Uint8Array<ArrayBuffer>> | Inflater,
  source: PixelRect,
  width: number,
  height: number,
  cancelled: () => boolean = () => false,
  onRows?: RowsDone,
  /** Output rows held at once (all by default): fewer when `onRows` takes them as they come. */
  keptRows = height,
): Promise<Uint8ClampedArray<ArrayBuffer> | null> {
  const box = new BoxResampler(source, width, height, keptRows);
  let told = 0;
  await decodePngRows(png, (y, row) => {
    if (cancelled()) return false;
    box.addRow(y, row);
    const wanted = box.wants(y + 1);
    if (!onRows || box.rowsDone === told) return wanted;
    told = box.rowsDone;
    const heard = onRows(told, box);
    return heard ? heard.then(() => wanted) : wanted;
  });
  // A cancelled request stays cancelled: the rows stopped early.
  return cancelled() ? null : box.pixels;
}
