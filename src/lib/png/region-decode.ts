import { BoxResampler, type PixelRect } from './box-resample';
import { decodePngRows } from './png-stream';

/**
 * Streams a PNG and returns `source` of it shrunk to `width x height` RGBA (ImageData's
 * layout), or null when `cancelled` turned true (it must stay true once it is). Rows above the region are
 * inflated and unfiltered but never kept; reading stops below it. Throws a PngReadError for
 * a file it cannot read.
 */
export async function decodePngRegion(
  png: ReadableStream<Uint8Array<ArrayBuffer>>,
  source: PixelRect,
  width: number,
  height: number,
  cancelled: () => boolean = () => false,
): Promise<Uint8ClampedArray<ArrayBuffer> | null> {
  const box = new BoxResampler(source, width, height);
  await decodePngRows(png, (y, row) => {
    if (cancelled()) return false;
    box.addRow(y, row);
    return box.wants(y + 1);
  });
  // A cancelled request stays cancelled: the rows stopped early.
  return cancelled() ? null : box.pixels;
}
