import type { LayerOverrides, PdfDocument } from '@/lib/pdf';
import { comparePixels } from '../hooks/compare-pixels';
import {
  compareImages,
  countedPixels,
  type ComparedImages,
  type CountedPixels,
} from '../hooks/compared-images';
import type { Comparison } from '../hooks/load-comparison';
import type { PixelRect, PixelSize } from '../model/regions';
import type { RegionPlan } from '../model/sharp-region';

/** One version's page drawn from its PDF with the reviewer's layers. */
export interface LayeredSource {
  document: PdfDocument;
  page: number;
  layers: LayerOverrides;
}

const area = (size: PixelSize) => size.width * size.height;

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new DOMException('The comparison was cancelled', 'AbortError');
}

/**
 * A part of a page (`share`: 0..1 of the page) drawn by pdf.js at `out` pixels: the newer
 * version stretched to the older one's size, as the bitmap comparison does. Counted while
 * its canvas and pixels live.
 */
async function renderPixels(
  source: LayeredSource,
  share: PixelRect,
  out: PixelSize,
  signal: AbortSignal,
): Promise<CountedPixels> {
  const page = await source.document.pageSize(source.page);
  throwIfAborted(signal);
  const scale = out.width / (share.width * page.width);
  const region = {
    x: share.x * page.width * scale,
    y: share.y * page.height * scale,
    width: out.width,
    height: Math.max(1, share.height * page.height * scale),
  };
  const drawn = document.createElement('canvas');
  // Both canvases and the pixels read from the second one.
  comparePixels.add(3 * area(out));
  const target = document.createElement('canvas');
  try {
    const task = source.document.renderRegion(source.page, drawn, scale, region, {
      layers: source.layers,
    });
    const cancel = () => task.cancel();
    signal.addEventListener('abort', cancel);
    try {
      await task.promise;
    } finally {
      signal.removeEventListener('abort', cancel);
    }
    target.width = out.width;
    target.height = out.height;
    const ctx = target.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('No 2D canvas context');
    ctx.drawImage(drawn, 0, 0, region.width, region.height, 0, 0, out.width, out.height);
    const pixels = countedPixels(ctx.getImageData(0, 0, out.width, out.height).data);
    comparePixels.remove(2 * area(out));
    return pixels;
  } catch (error) {
    comparePixels.remove(3 * area(out));
    throw error;
  } finally {
    // Frees both backing stores now rather than at garbage collection.
    drawn.width = 0;
    drawn.height = 0;
    target.width = 0;
    target.height = 0;
  }
}

/** Both versions of one part of the page from their PDFs, compared. */
async function comparedPart(
  before: LayeredSource,
  after: LayeredSource,
  share: PixelRect,
  out: PixelSize,
  signal: AbortSignal,
): Promise<ComparedImages> {
  const a = await renderPixels(before, share, out, signal);
  let b: CountedPixels;
  try {
    b = await renderPixels(after, share, out, signal);
  } catch (error) {
    a.release();
    throw error;
  }
  return compareImages(a, b, out, signal);
}

const WHOLE: PixelRect = { x: 0, y: 0, width: 1, height: 1 };

/**
 * The comparison of `base` (the page bitmaps made at processing time) drawn again from both
 * versions' PDFs with the reviewer's layers: the same working size, so the viewport, the
 * annotations and the fix checklist stay where they are, and sharp regions from the PDFs
 * too when the page has more pixels than the working images.
 */
export async function loadLayeredComparison(
  base: Pick<Comparison, 'size' | 'native' | 'decodeRegion'>,
  before: LayeredSource,
  after: LayeredSource,
  signal: AbortSignal,
): Promise<Comparison> {
  const images = await comparedPart(before, after, WHOLE, base.size, signal);
  const { native } = base;
  return {
    ...images,
    native,
    decodeRegion: base.decodeRegion
      ? (plan: RegionPlan, regionSignal: AbortSignal) =>
          comparedPart(
            before,
            after,
            {
              x: plan.source.x / native.width,
              y: plan.source.y / native.height,
              width: plan.source.width / native.width,
              height: plan.source.height / native.height,
            },
            { width: plan.width, height: plan.height },
            regionSignal,
          )
      : null,
    dispose: () => images.close(),
  };
}
