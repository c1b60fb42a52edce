import { thumbnailSize } from './limits';
import type { ProcessingLimits, Raster, RasterImage, RasterSurface } from './types';

/** A JPEG of `source` that fits the limits' thumbnail square, on white (JPEG has no transparency). */
export async function makeThumbnail(
  raster: Raster,
  source: RasterImage | RasterSurface,
  limits: ProcessingLimits,
): Promise<Uint8Array> {
  const size = thumbnailSize(source.width, source.height, limits.thumbnailSide);
  const surface = raster.createSurface(size.width, size.height);
  try {
    const ctx = surface.context;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    surface.drawImage(source, 0, 0, size.width, size.height);
    return await surface.encodeJpeg(limits.thumbnailQuality);
  } finally {
    surface.release();
  }
}
