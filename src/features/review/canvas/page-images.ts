import { overviewSize, readImageSize, type CropPlan } from '../model/bitmap-plan';
import type { Size } from '../model/geometry';

/** Anything the 2D canvas can draw and that knows its size. */
export type DrawableImage = ImageBitmap | HTMLCanvasElement;

/** A sharper decode of part of the page; `close` frees it. */
export interface DecodedRegion {
  plan: CropPlan;
  image: DrawableImage;
  close(): void;
}

/**
 * The pictures of one page: its pixel size, a whole-page overview decoded small enough to
 * keep (never the full 10,000 x 10,000 image), and sharper decodes of regions on demand.
 * Whoever loads it calls `dispose`.
 */
export interface PageImages {
  size: Size;
  /** May be replaced once by a better one (see `onOverviewChange`). */
  readonly overview: DrawableImage;
  /** Where `decodeRegion` gets its pixels: the bitmap, or the PDF itself. */
  kind: 'bitmap' | 'vector';
  /** Device pixels per page pixel a region can have: 1 for a bitmap, unbounded for vectors. */
  maxDensity: number;
  decodeRegion(plan: CropPlan, signal: AbortSignal): Promise<DecodedRegion>;
  /** Calls back when a better overview replaced the first one; returns the unsubscribe. */
  onOverviewChange(listener: () => void): () => void;
  /** Settles once the final overview is in place. */
  readonly ready: Promise<void>;
  dispose(): void;
}

/** The page could not be fetched or decoded. `status` is the HTTP status when there was an answer. */
export class PageImageError extends Error {
  override readonly name = 'PageImageError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The page URL: the asset's fullSizeBitmapUrl with its last segment (page 0) replaced. */
export function pageBitmapUrl(fullSizeBitmapUrl: string, page: number): string {
  const cut = fullSizeBitmapUrl.lastIndexOf('/');
  return `${fullSizeBitmapUrl.slice(0, cut + 1)}${page}`;
}

function bitmapRegion(bitmap: ImageBitmap, plan: CropPlan): DecodedRegion {
  return { plan, image: bitmap, close: () => bitmap.close() };
}

/** The size from the file header; decoding the whole image only when the header is unknown. */
async function sizeOf(blob: Blob): Promise<Size> {
  const head = new Uint8Array(await blob.slice(0, 256 * 1024).arrayBuffer());
  const size = readImageSize(head);
  if (size) return size;
  const probe = await createImageBitmap(blob);
  const found = { width: probe.width, height: probe.height };
  probe.close();
  return found;
}

/** Below this share of the image's size a resize is fast and rough first, then redone well. */
const QUICK_FIRST_BELOW = 0.5;

/**
 * Page images from an encoded bitmap (PNG or JPEG). The overview is decoded at
 * `neededLongSide` device pixels or more (createImageBitmap with resizeWidth/Height), regions
 * with createImageBitmap(blob, sx, sy, sw, sh, {resize...}); no canvas is involved.
 * A big page (shrunk more than 2x) shows first from a quick bilinear resize, about as fast as
 * a plain decode, and then from a high-quality one decoded in the background, since the
 * mipmapped resize of a 100-megapixel page costs as much again as decoding it.
 */
export async function pageImagesFromBlob(blob: Blob, neededLongSide: number): Promise<PageImages> {
  const size = await sizeOf(blob);
  const target = overviewSize(size, neededLongSide);
  const whole = target.width === size.width && target.height === size.height;
  const rough = target.width / size.width < QUICK_FIRST_BELOW;
  const resize = (quality: ResizeQuality) =>
    createImageBitmap(blob, {
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: quality,
    });
  let overview = whole ? await createImageBitmap(blob) : await resize(rough ? 'low' : 'high');
  let disposed = false;
  const listeners = new Set<() => void>();
  const ready = rough
    ? resize('high').then(
        (better) => {
          if (disposed) {
            better.close();
            return;
          }
          const old = overview;
          overview = better;
          old.close();
          for (const listener of listeners) listener();
        },
        () => undefined,
      )
    : Promise.resolve();
  return {
    size,
    get overview() {
      return overview;
    },
    kind: 'bitmap',
    maxDensity: 1,
    async decodeRegion(plan, signal) {
      const { x, y, width, height } = plan.source;
      const bitmap = await createImageBitmap(blob, x, y, width, height, {
        resizeWidth: plan.width,
        resizeHeight: plan.height,
        resizeQuality: 'high',
      });
      if (signal.aborted || disposed) {
        bitmap.close();
        throw new DOMException('The region is no longer needed', 'AbortError');
      }
      return bitmapRegion(bitmap, plan);
    },
    onOverviewChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    dispose() {
      disposed = true;
      listeners.clear();
      overview.close();
    },
  };
}

/** Fetches a page bitmap (its URL carries its own token: no Authorization header). */
export async function fetchPageBlob(url: string, signal: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PageImageError('The page could not be fetched.', null);
  }
  if (!response.ok)
    throw new PageImageError(`The page answered HTTP ${response.status}.`, response.status);
  return response.blob();
}
