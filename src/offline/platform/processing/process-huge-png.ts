import { BoxResampler } from '@/lib/png/box-resample';
import { PngReadError, readPngHeader, unsupportedReason } from '@/lib/png/png-header';
import { decodePngRows } from '@/lib/png/png-stream';
import { encodeRgbaPng } from './formats/pixels';
import { thumbnailSize } from './limits';
import { undecodableImage } from './messages';
import { makeThumbnail } from './thumbnail';
import type { ProcessingLimits, ProcessingResult, Raster } from './types';

/**
 * PNG uploads above this many pixels are kept as they are (see {@link keepPngAsPage}). The
 * same line as the review tool's streamed path: below it, a whole decode is cheap enough.
 */
export const KEEP_PNG_ABOVE_PIXELS = 16_000_000;

/**
 * A print-size PNG is already a page rendition: its bytes become the page unchanged, its
 * size comes from IHDR, and one streamed pass (inflate + unfilter, two rows held, see
 * src/lib/png) proves it whole and averages the thumbnail. Re-encoding it would decode it
 * whole first: 1.6 GB of RGBA for a 20,000 x 20,000 pallet wrap, more than a phone's tab
 * (or the demo's page) can hold. Answers null when the PNG is one the stream cannot read
 * (interlaced, 1-4 bit grey: rare at print size), so the caller decodes it as before.
 */
export async function keepPngAsPage(
  bytes: Uint8Array,
  fileType: string,
  raster: Raster,
  limits: ProcessingLimits,
): Promise<ProcessingResult | null> {
  const header = readPngHeader(bytes.subarray(0, 64));
  if (!header || unsupportedReason(header)) return null;
  const size = thumbnailSize(header.width, header.height, limits.thumbnailSide);
  const whole = { x: 0, y: 0, width: header.width, height: header.height };
  const box = new BoxResampler(whole, size.width, size.height);
  try {
    const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
    await decodePngRows(stream, (y, row) => {
      box.addRow(y, row);
      return true;
    });
  } catch (error) {
    if (error instanceof PngReadError)
      return { ok: false, statusMessage: undecodableImage('The image') };
    throw error;
  }
  // The thumbnail's few pixels go through the raster as a small PNG (JPEG on white, as usual).
  const small = await encodeRgbaPng({ ...size, rgba: new Uint8Array(box.pixels.buffer) });
  const image = await raster.decodeImage(small);
  try {
    const thumbnail = await makeThumbnail(raster, image, limits);
    return {
      ok: true,
      fileType,
      pages: [{ png: bytes, width: header.width, height: header.height }],
      thumbnail,
    };
  } finally {
    image.release();
  }
}
