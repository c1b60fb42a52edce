import { fetchFile } from '@/lib/files';
import { readPngHeader, unsupportedReason } from '@/lib/png/png-header';
import { RegionWorker } from '@/lib/png/region-worker-client';
import type { PixelRect, PixelSize } from '../model/regions';
import { sourceInOther, type RegionPlan } from '../model/sharp-region';
import { pngSize, WORK_PIXELS, workingSize } from '../model/working-size';
import { browserPixels, probedSize } from './browser-decode';
import { comparePixels } from './compare-pixels';
import {
  compareImages,
  countedPixels,
  type ComparedImages,
  type CountedPixels,
} from './compared-images';
import { ComparisonImageError } from './comparison-error';

/**
 * Two versions of one page, decoded to the same working size, and where they differ.
 * Its owner calls `dispose` (it frees the bitmaps and workers).
 */
export interface Comparison extends Omit<ComparedImages, 'close'> {
  /** The older version's own size (the working size is `size`). */
  native: PixelSize;
  /**
   * Decodes a part of both versions sharper than the working images, and its difference;
   * null when the page has no more pixels than they do (or the browser decodes it).
   */
  decodeRegion: ((plan: RegionPlan, signal: AbortSignal) => Promise<ComparedImages>) | null;
  dispose(): void;
}

/**
 * Pages up to this many pixels that the streaming decoder cannot read (interlaced PNGs, other
 * formats) are decoded by the browser, whole for a moment; bigger ones cannot be compared.
 */
export const BROWSER_DECODE_PIXELS = 16_000_000;

/** The page URL: the asset's fullSizeBitmapUrl with its last segment (page 0) replaced. */
export function pageBitmapUrl(fullSizeBitmapUrl: string, page: number): string {
  const cut = fullSizeBitmapUrl.lastIndexOf('/');
  return `${fullSizeBitmapUrl.slice(0, cut + 1)}${page}`;
}

interface Version {
  blob: Blob;
  native: PixelSize;
  /** Whether the streaming decoder reads it (a PNG of a form it supports). */
  streamable: boolean;
}

async function inspect(blob: Blob): Promise<Version> {
  const head = new Uint8Array(await blob.slice(0, 64).arrayBuffer());
  const header = readPngHeader(head);
  const streamable = header !== null && unsupportedReason(header) === null;
  return { blob, native: pngSize(head) ?? (await probedSize(blob)), streamable };
}

/** A part of the older version's page and the size to decode it at. */
type Decode = Pick<RegionPlan, 'width' | 'height'> & { source: PixelRect };

const area = (size: PixelSize) => size.width * size.height;
const whole = (size: PixelSize) => ({ x: 0, y: 0, ...size });

function newWorker(): RegionWorker {
  return new RegionWorker(
    comparePixels,
    (message, reason) => new ComparisonImageError(message, reason),
  );
}

/** Both versions through the streaming decoder, one worker each, so they decode at once. */
async function streamedComparison(
  before: Version,
  after: Version,
  size: PixelSize,
  signal: AbortSignal,
): Promise<Comparison> {
  const workers = [newWorker(), newWorker()] as const;
  const terminate = () => workers.forEach((worker) => worker.terminate());
  const decodePair = async (plan: Decode, s: AbortSignal): Promise<ComparedImages> => {
    const afterSource = sourceInOther(plan.source, before.native, after.native);
    const out = { width: plan.width, height: plan.height };
    const [a, b] = await Promise.allSettled([
      workers[0].decodePixels(before.blob, plan.source, out, s),
      workers[1].decodePixels(after.blob, afterSource, out, s),
    ]);
    if (a.status === 'fulfilled' && b.status === 'fulfilled')
      return compareImages(countedPixels(a.value), countedPixels(b.value), out, s);
    // One failed: the other's pixels go, and the failure is the answer.
    if (a.status === 'fulfilled') countedPixels(a.value).release();
    if (b.status === 'fulfilled') countedPixels(b.value).release();
    throw a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason;
  };
  try {
    const images = await decodePair({ source: whole(before.native), ...size }, signal);
    return {
      ...images,
      native: before.native,
      decodeRegion: (plan, regionSignal) => decodePair(plan, regionSignal),
      dispose() {
        terminate();
        images.close();
      },
    };
  } catch (error) {
    terminate();
    throw error;
  }
}

/** Both versions decoded by the browser, one after the other (each is whole for a moment). */
async function browserComparison(
  before: Version,
  after: Version,
  size: PixelSize,
  signal: AbortSignal,
): Promise<Comparison> {
  const a = await browserPixels(before.blob, before.native, size);
  let b: CountedPixels;
  try {
    b = await browserPixels(after.blob, after.native, size);
  } catch (error) {
    a.release();
    throw error;
  }
  const images = await compareImages(a, b, size, signal);
  return { ...images, native: before.native, decodeRegion: null, dispose: () => images.close() };
}

/**
 * Fetches both page bitmaps and decodes them at the older version's size (shrunk to the
 * working budget; the newer one is stretched to it, as annotations point at the normalized
 * page), and computes the difference view. Big PNGs are streamed in workers, never decoded
 * whole; sharper regions come from the same workers later (`decodeRegion`).
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
  const [before, after] = await Promise.all([inspect(beforeBlob), inspect(afterBlob)]);
  const size = workingSize(before.native);
  const largest = Math.max(area(before.native), area(after.native));
  if (largest > WORK_PIXELS && before.streamable && after.streamable)
    return streamedComparison(before, after, size, signal);
  if (largest > BROWSER_DECODE_PIXELS)
    throw new ComparisonImageError('The page image is too big for this PNG form.', 'unsupported');
  return browserComparison(before, after, size, signal);
}
