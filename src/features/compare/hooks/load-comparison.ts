import { fetchFile } from '@/lib/files';
import { differenceMask, highlightDifference, type DifferenceMask } from '../model/difference';
import type { PixelSize } from '../model/regions';
import { pngSize, workingSize } from '../model/working-size';

/**
 * Two versions of one page, decoded to the same working size, and where they differ.
 * Its owner calls `dispose` (it frees the bitmaps and canvases).
 */
export interface Comparison {
  size: PixelSize;
  before: ImageBitmap;
  after: ImageBitmap;
  /** The older version faded, with every changed pixel highlighted. */
  difference: HTMLCanvasElement;
  diff: DifferenceMask;
  dispose(): void;
}

/** The page URL: the asset's fullSizeBitmapUrl with its last segment (page 0) replaced. */
export function pageBitmapUrl(fullSizeBitmapUrl: string, page: number): string {
  const cut = fullSizeBitmapUrl.lastIndexOf('/');
  return `${fullSizeBitmapUrl.slice(0, cut + 1)}${page}`;
}

async function nativeSize(blob: Blob): Promise<PixelSize> {
  const fromHeader = pngSize(new Uint8Array(await blob.slice(0, 64).arrayBuffer()));
  if (fromHeader) return fromHeader;
  const probe = await createImageBitmap(blob);
  const size = { width: probe.width, height: probe.height };
  probe.close();
  return size;
}

function decodeAt(blob: Blob, size: PixelSize): Promise<ImageBitmap> {
  return createImageBitmap(blob, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
  });
}

function canvasOf(size: PixelSize): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

function pixelsOf(bitmap: ImageBitmap, size: PixelSize): ImageData {
  const scratch = canvasOf(size);
  const ctx = scratch.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D canvas context');
  ctx.drawImage(bitmap, 0, 0);
  const data = ctx.getImageData(0, 0, size.width, size.height);
  // Frees the scratch canvas' backing store right away instead of at garbage collection.
  scratch.width = 0;
  scratch.height = 0;
  return data;
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new DOMException('The comparison was cancelled', 'AbortError');
}

/**
 * Fetches both page bitmaps, decodes them at the older version's size (shrunk to the
 * working budget; the newer one is stretched to it, as annotations point at the normalized
 * page), and computes the difference view.
 */
export async function loadComparison(
  beforeUrl: string,
  afterUrl: string,
  signal: AbortSignal,
): Promise<Comparison> {
  const [beforeBlob, afterBlob] = await Promise.all([
    fetchFile(beforeUrl, signal),
    fetchFile(afterUrl, signal),
  ]);
  const size = workingSize(await nativeSize(beforeBlob));
  throwIfAborted(signal);
  const [before, after] = await Promise.all([
    decodeAt(beforeBlob, size),
    decodeAt(afterBlob, size),
  ]);
  try {
    throwIfAborted(signal);
    const diff = differenceMask(pixelsOf(before, size), pixelsOf(after, size));
    const view = highlightDifference(pixelsOf(before, size), diff);
    const difference = canvasOf(size);
    difference
      .getContext('2d')
      ?.putImageData(new ImageData(view.data, size.width, size.height), 0, 0);
    return {
      size,
      before,
      after,
      difference,
      diff,
      dispose() {
        before.close();
        after.close();
        difference.width = 0;
        difference.height = 0;
      },
    };
  } catch (error) {
    before.close();
    after.close();
    throw error;
  }
}
