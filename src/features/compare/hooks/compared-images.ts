import { differenceMask, highlightDifference, type DifferenceMask } from '../model/difference';
import type { PixelSize } from '../model/regions';
import { comparePixels } from './compare-pixels';

/**
 * Both versions of one part of a page at one size, as bitmaps, and where they differ.
 * Their pixels are counted in {@link comparePixels} until `close`.
 */
export interface ComparedImages {
  size: PixelSize;
  before: ImageBitmap;
  after: ImageBitmap;
  /** The older version faded, with every changed pixel highlighted. */
  difference: ImageBitmap;
  diff: DifferenceMask;
  close(): void;
}

/** RGBA pixels counted in {@link comparePixels}: whoever holds them calls `release`. */
export interface CountedPixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  release(): void;
}

export function countedPixels(data: Uint8ClampedArray<ArrayBuffer>): CountedPixels {
  let held = true;
  return {
    data,
    release() {
      if (held) comparePixels.remove(data.length / 4);
      held = false;
    },
  };
}

/** A bitmap of `pixels`; they are released once it exists (or failed). */
async function toBitmap(pixels: CountedPixels, size: PixelSize): Promise<ImageBitmap> {
  comparePixels.add(size.width * size.height);
  try {
    return await createImageBitmap(new ImageData(pixels.data, size.width, size.height));
  } catch (error) {
    comparePixels.remove(size.width * size.height);
    throw error;
  } finally {
    pixels.release();
  }
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new DOMException('The comparison was cancelled', 'AbortError');
}

/**
 * Compares two versions' pixels of the same size (model/difference.ts) and turns them and
 * the difference view into bitmaps. Takes over both buffers: they are released here, one by
 * one as their bitmaps are made, so at most one more buffer than the three results lives.
 */
export async function compareImages(
  before: CountedPixels,
  after: CountedPixels,
  size: PixelSize,
  signal: AbortSignal,
): Promise<ComparedImages> {
  const made: ImageBitmap[] = [];
  const free = () => {
    for (const bitmap of made) {
      comparePixels.remove(bitmap.width * bitmap.height);
      bitmap.close();
    }
    made.length = 0;
  };
  let view: CountedPixels | null = null;
  try {
    throwIfAborted(signal);
    const a = { ...size, data: before.data };
    const diff = differenceMask(a, { ...size, data: after.data });
    const highlighted = highlightDifference(a, diff).data;
    comparePixels.add(size.width * size.height);
    view = countedPixels(highlighted);
    made.push(await toBitmap(before, size));
    made.push(await toBitmap(after, size));
    made.push(await toBitmap(view, size));
    throwIfAborted(signal);
    const [beforeBitmap, afterBitmap, difference] = made as [ImageBitmap, ImageBitmap, ImageBitmap];
    return {
      size,
      before: beforeBitmap,
      after: afterBitmap,
      difference,
      diff,
      close: free,
    };
  } catch (error) {
    free();
    throw error;
  } finally {
    before.release();
    after.release();
    view?.release();
  }
}
