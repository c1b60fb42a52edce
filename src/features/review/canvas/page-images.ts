import { overviewSize, readImageSize, type CropPlan } from '../model/bitmap-plan';
import type { Size } from '../model/geometry';
import { readPngHeader, unsupportedReason } from '@/lib/png/png-header';
import { streamedPageImages } from './streamed-images';

/** Anything the 2D canvas can draw and that knows its size. */
export type DrawableImage = ImageBitmap | HTMLCanvasElement;

/** A sharper decode of part of the page; `close` frees it. */
export interface DecodedRegion {
  plan: CropPlan;
  /**
   * The region is its top-left `plan.width` x `plan.height` pixels; it may be larger (a
   * vector region's canvas is reused, not resized, from one zoom to the next).
   */
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
  /** May be replaced once by a better one, or fill in from the top (see `onOverviewChange`). */
  readonly overview: DrawableImage;
  /**
   * Page rows from the top that the overview holds so far while a big page still fills in
   * (each band of rows calls `onOverviewChange`); absent, or the page's height, once whole.
   */
  readonly rowsLoaded?: number;
  /**
   * While the overview fills in: the view shows the page's rows down to `pageRows`, and they
   * come as soon as they are decoded rather than with the next band.
   */
  wantRows?(pageRows: number): void;
  /** Where `decodeRegion` gets its pixels: the bitmap, or the PDF itself. */
  kind: 'bitmap' | 'vector';
  /**
   * The page's bitmap images these are drawn over (vector images, in any layer state): images
   * with the same basis (or that are each other's) show the same page.
   */
  readonly basis?: PageImages;
  /** Device pixels per page pixel a region can have: 1 for a bitmap, unbounded for vectors. */
  maxDensity: number;
  /**
   * Share of the view added on every side of a region decode so small pans stay sharp (0.25
   * when absent). A vector source says 0: it renders only the view, as fast as pdf.js can.
   */
  regionMargin?: number;
  /** Pixels a region decode may have (the streamed path's budget); the canvas cap otherwise. */
  regionPixels?: number;
  decodeRegion(plan: CropPlan, signal: AbortSignal): Promise<DecodedRegion>;
  /**
   * Calls back when a better overview replaced the first one, or with the band of rows just
   * added to one that fills in; returns the unsubscribe.
   */
  onOverviewChange(listener: (band?: OverviewBand) => void): () => void;
  /**
   * A page that fills in may still fail below the rows it showed (cut short, damaged): calls
   * back once with the {@link PageImageError}; returns the unsubscribe.
   */
  onFailure?(listener: (error: unknown) => void): () => void;
  /**
   * Starts background work that improves the overview, once the first view is on screen (so
   * it never competes with it). Idempotent.
   */
  refine(): void;
  /** Settles once the final overview is in place (after `refine`, when there is one to make). */
  readonly ready: Promise<void>;
  dispose(): void;
}

/**
 * Rows just added to an overview that fills in: `image` holds page rows `top` to `bottom`
 * (page pixels, not whole ones) at the overview's scale, and is closed once the listeners
 * return. The `last` band makes the overview whole.
 */
export interface OverviewBand {
  image: ImageBitmap;
  top: number;
  bottom: number;
  last: boolean;
}

/** Why a page has no picture: no answer, an HTTP error, or a file that cannot be read. */
export type PageFailure = 'network' | 'http' | 'not-png' | 'corrupt' | 'truncated' | 'unsupported';

/** The page could not be fetched or decoded. `status` is the HTTP status when there was an answer. */
export class PageImageError extends Error {
  override readonly name = 'PageImageError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly reason: PageFailure = status === null ? 'network' : 'http',
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

/**
 * How to decode a page for its overview, from its size and the overview size it needs:
 * - `whole`: small enough to keep as it is;
 * - `full-first`: up to {@link FULL_DECODE_PIXELS}: a plain decode shows the first view (the
 *   browser decodes the whole image inside a resize anyway, and a plain decode skips the
 *   resize pass), then a high-quality overview is made from it and the full bitmap is freed;
 * - `quick-first`: bigger still: a quick bilinear resize while decoding, then a
 *   high-quality one in the background, never holding the full image;
 * - `resize`: shrunk less than 2x: one high-quality resize.
 */
export type DecodePlan = 'whole' | 'full-first' | 'quick-first' | 'resize';

/** Pages up to this many pixels (a 10,000 x 12,000 artwork) may be decoded whole for a moment. */
export const FULL_DECODE_PIXELS = 120_000_000;

export function decodePlan(size: Size, target: Size): DecodePlan {
  if (target.width === size.width && target.height === size.height) return 'whole';
  if (target.width / size.width >= 0.5) return 'resize';
  return size.width * size.height <= FULL_DECODE_PIXELS ? 'full-first' : 'quick-first';
}

/**
 * Page images from an encoded bitmap (PNG or JPEG). The overview is decoded at
 * `neededLongSide` device pixels or more (createImageBitmap with resizeWidth/Height), regions
 * with createImageBitmap(blob, sx, sy, sw, sh, {resize...}); no canvas is involved. For a big
 * page the first view comes fast and a better overview replaces it once `refine` is called
 * (see {@link decodePlan}): the mipmapped resize of a 100-megapixel page costs as much again
 * as decoding it, and for a decoded bitmap the browser does it on the calling thread.
 */
export async function pageImagesFromBlob(blob: Blob, neededLongSide: number): Promise<PageImages> {
  const head = new Uint8Array(await blob.slice(0, 64).arrayBuffer());
  const png = readPngHeader(head);
  if (png && !unsupportedReason(png) && png.width * png.height > STREAM_ABOVE_PIXELS)
    return streamedPageImages(blob, png, neededLongSide);
  try {
    return await decodedPageImages(blob, neededLongSide);
  } catch (error) {
    if (error instanceof PageImageError) throw error;
    // createImageBitmap's "could not be decoded": a damaged file or not an image at all.
    throw new PageImageError('The page image cannot be read.', null, png ? 'corrupt' : 'not-png');
  }
}

/**
 * Pages above this many pixels are streamed (never decoded whole, see streamed-images.ts);
 * smaller ones are decoded by the browser, which is faster and stays within the budget.
 */
export const STREAM_ABOVE_PIXELS = 16_000_000;

/** The browser decodes the page (interlaced PNGs, JPEGs, and pages up to 16 MP). */
async function decodedPageImages(blob: Blob, neededLongSide: number): Promise<PageImages> {
  const size = await sizeOf(blob);
  const target = overviewSize(size, neededLongSide);
  const plan = decodePlan(size, target);
  const resize = (source: Blob | ImageBitmap, quality: ResizeQuality) =>
    createImageBitmap(source, {
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: quality,
    });
  let overview =
    plan === 'whole' || plan === 'full-first'
      ? await createImageBitmap(blob)
      : await resize(blob, plan === 'quick-first' ? 'low' : 'high');
  let disposed = false;
  // A call, not a read: checks after an await must see a dispose that happened meanwhile.
  const isDisposed = () => disposed;
  const listeners = new Set<() => void>();
  const replace = (next: ImageBitmap) => {
    if (disposed) {
      next.close();
      return;
    }
    const old = overview;
    overview = next;
    old.close();
    for (const listener of listeners) listener();
  };
  let startRefinement: () => void = () => undefined;
  const refined = new Promise<void>((start) => {
    startRefinement = start;
  });
  const ready = (async () => {
    if (plan !== 'full-first' && plan !== 'quick-first') return;
    await refined;
    try {
      // Free the whole decoded page at once for a quick bilinear overview (a fast pass over
      // pixels already decoded), then make the high-quality one from the file, off this thread.
      if (plan === 'full-first' && !isDisposed()) replace(await resize(overview, 'low'));
      if (!isDisposed()) replace(await resize(blob, 'high'));
    } catch {
      // The overview in place stays; only its polish is lost.
    }
  })();
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
    // After the frame that shows the first view, never before it.
    refine: () => afterNextFrame(startRefinement),
    ready,
    dispose() {
      disposed = true;
      listeners.clear();
      // A refinement not started yet never will be; `ready` settles all the same.
      startRefinement();
      overview.close();
    },
  };
}

/** Runs `task` once the next frame has been produced (at once where there are no frames). */
function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') {
    task();
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
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
