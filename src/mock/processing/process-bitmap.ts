import { readImageSize } from './image-size';
import { bitmapTooLarge, undecodableImage } from './messages';
import { makeThumbnail } from './thumbnail';
import type { ProcessingLimits, ProcessingResult, Raster, RasterImage } from './types';

/**
 * Converts one bitmap to a PNG page of the same pixel size plus a thumbnail. The size
 * limit is checked on the header, before any pixels are allocated.
 */
export async function processBitmap(
  bytes: Uint8Array,
  fileType: string,
  raster: Raster,
  limits: ProcessingLimits,
): Promise<ProcessingResult> {
  const header = readImageSize(bytes);
  if (!header) return { ok: false, statusMessage: undecodableImage('The image') };
  if (header.width > limits.maxBitmapSide || header.height > limits.maxBitmapSide) {
    return {
      ok: false,
      statusMessage: bitmapTooLarge(header.width, header.height, limits.maxBitmapSide),
    };
  }
  let image: RasterImage;
  try {
    image = await raster.decodeImage(bytes);
  } catch {
    return { ok: false, statusMessage: undecodableImage('The image') };
  }
  try {
    const surface = raster.createSurface(image.width, image.height);
    try {
      surface.drawImage(image, 0, 0, image.width, image.height);
      const png = await surface.encodePng();
      const thumbnail = await makeThumbnail(raster, surface, limits);
      return {
        ok: true,
        fileType,
        pages: [{ png, width: image.width, height: image.height }],
        thumbnail,
      };
    } finally {
      surface.release();
    }
  } finally {
    image.release();
  }
}
