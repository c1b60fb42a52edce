import type { PixelSize } from '../model/regions';
import { comparePixels } from './compare-pixels';
import { ComparisonImageError } from './comparison-error';
import { countedPixels, type CountedPixels } from './compared-images';

const area = (size: PixelSize) => size.width * size.height;

/** The image's size, decoding it whole only when the header is not a PNG's. */
export async function probedSize(blob: Blob): Promise<PixelSize> {
  let probe: ImageBitmap;
  try {
    probe = await createImageBitmap(blob);
  } catch {
    throw new ComparisonImageError('The page image cannot be read.', 'not-png');
  }
  const size = { width: probe.width, height: probe.height };
  probe.close();
  return size;
}

/**
 * The browser decodes the image (it decodes it whole, at `native` size, inside the resize)
 * and hands its pixels at `size`: for small pages and for PNG forms the streaming decoder
 * leaves out. Counted as it goes: the whole decode, then the bitmap, its canvas and pixels.
 */
export async function browserPixels(
  blob: Blob,
  native: PixelSize,
  size: PixelSize,
): Promise<CountedPixels> {
  comparePixels.add(area(native) + area(size));
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    });
  } catch {
    comparePixels.remove(area(size));
    throw new ComparisonImageError('The page image cannot be read.', 'corrupt');
  } finally {
    comparePixels.remove(area(native));
  }
  // The canvas and the pixels read from it.
  comparePixels.add(2 * area(size));
  const scratch = document.createElement('canvas');
  try {
    scratch.width = size.width;
    scratch.height = size.height;
    const ctx = scratch.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('No 2D canvas context');
    ctx.drawImage(bitmap, 0, 0);
    return countedPixels(ctx.getImageData(0, 0, size.width, size.height).data);
  } catch (error) {
    comparePixels.remove(area(size));
    throw error;
  } finally {
    // Frees the scratch canvas' backing store right away instead of at garbage collection.
    scratch.width = 0;
    scratch.height = 0;
    bitmap.close();
    comparePixels.remove(2 * area(size));
  }
}
