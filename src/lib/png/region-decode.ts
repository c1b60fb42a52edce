import { BoxResampler, type PixelRect } from './box-resample';
import type { Inflater } from './png-inflate';
import { decodePngRows } from './png-stream';

/**
 * Called as output rows are finished: `rows` of them from the top are final in `pixels`. A
 * promise holds the reading until it settles.
 */
export type RowsDone = (
  rows: number,
  pixels: Uint8ClampedArray<ArrayBuffer>,
) => void | Promise<void>;

/**
 * Streams a PNG and returns `source` of it shrunk to `width x height` RGBA (ImageData's
 * layout), or null when `cancelled` turned true (it must stay true once it is). Rows above the region are
 * inflated and unfiltered but never kept; reading stops below it. Throws a PngReadError for
 * a file it cannot read. `onRows` hears of each output row finished.
 */
export async function decodePngRegion(
  png: ReadableStream<Uint8Array<ArrayBuffer>> | Inflater,
  source: PixelRect,
  width: number,
  height: number,
  cancelled: () => boolean = () => false,
  onRows?: RowsDone,
): Promise<Uint8ClampedArray<ArrayBuffer> | null> {
  const box = new BoxResampler(source, width, height);
  let told = 0;
  await decodePngRows(png, (y, row) => {
    if (cancelled()) return false;
    box.addRow(y, row);
    const wanted = box.wants(y + 1);
    if (!onRows || box.rowsDone === told) return wanted;
    told = box.rowsDone;
    const heard = onRows(told, box.pixels);
    return heard ? heard.then(() => wanted) : wanted;
  });
  // A cancelled request stays cancelled: the rows stopped early.
  return cancelled() ? null : box.pixels;
}
