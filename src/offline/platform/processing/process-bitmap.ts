import { readResolutionPerMetre } from '@/lib/image-density';
import { withPngResolution } from '@/lib/png/png-phys';
import { readImageSize } from './image-size';
import { bitmapTooLarge, undecodableImage } from './messages';
import { KEEP_PNG_ABOVE_PIXELS, keepPngAsPage } from './process-huge-png';
import { makeThumbnail } from './thumbnail';
import type { ProcessingLimits, ProcessingResult, Raster, RasterImage } from './types';

/**
 * Converts one bitmap to a PNG page of the same pixel size plus a thumbnail. The size
 * limit is checked on the header, before any pixels are allocated. A PNG over
 * {@link KEEP_PNG_ABOVE_PIXELS} is kept as it is, never decoded whole (process-huge-png.ts).
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
  if (header.kind === 'png' && header.width * header.height > KEEP_PNG_ABOVE_PIXELS) {
    const kept = await keepPngAsPage(bytes, fileType, raster, limits);
    if (kept) return kept;
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
      const encoded = await surface.encodePng();
      // The page has the upload's pixel size, so it prints at the upload's resolution (a PNG's
      // pHYs, a JPEG's JFIF density or EXIF resolution): the barcode panel reads sizes in mm
      // from the page bitmap, and the canvas writes no pHYs.
      const resolution = readResolutionPerMetre(bytes);
      const png = resolution ? withPngResolution(encoded, resolution) : encoded;
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
