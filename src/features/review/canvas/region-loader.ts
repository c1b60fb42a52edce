import { cropCovers, planCrop } from '../model/bitmap-plan';
import type { Rect } from '../model/geometry';
import type { DecodedRegion, PageImages } from './page-images';
import { planViewRegion, viewRegionCovers } from './view-region';

/**
 * The margin (share of the view on each side) a region can have at `needed` density within
 * `budget` pixels: a quarter when it fits, less on big screens, none at the limit.
 */
export function marginWithin(visible: Rect, needed: number, budget: number): number {
  const area = visible.width * visible.height * needed * needed;
  if (area <= 0) return 0.25;
  // 2 % kept back for the whole pixels the region is snapped to.
  return Math.max(0, Math.min(0.25, (Math.sqrt((0.98 * budget) / area) - 1) / 2));
}

/**
 * Owns the sharp decode of the visible region: asks for one when the overview is not sharp
 * enough, aborts the one in flight when the view moves on, and closes what it replaces.
 */
export class RegionLoader {
  private region: DecodedRegion | null = null;
  private abort: AbortController | null = null;
  /** The region shows pictures that were replaced: it stays on screen but covers nothing. */
  private stale = false;

  constructor(
    private readonly onLoaded: () => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  get current(): DecodedRegion | null {
    return this.region;
  }

  /** Whether the decoded region covers `visible` at the density the view needs. */
  covers(images: PageImages, visible: Rect, needed: number): boolean {
    if (this.region === null || this.stale) return false;
    return images.kind === 'vector'
      ? viewRegionCovers(this.region.plan, visible, images.size, needed)
      : cropCovers(this.region.plan, visible, images.size, needed, images.maxDensity);
  }

  /**
   * Asks for the region `visible` needs at `needed` device pixels per page pixel, if any;
   * true when a decode started.
   */
  request(images: PageImages, visible: Rect, needed: number): boolean {
    const overviewDensity = images.overview.width / images.size.width;
    const budget = images.regionPixels;
    // A vector source renders the view on its device pixel grid (view-region.ts).
    const plan =
      images.kind === 'vector'
        ? planViewRegion(visible, images.size, needed, overviewDensity)
        : planCrop(
            visible,
            images.size,
            needed,
            overviewDensity,
            images.maxDensity,
            images.regionMargin ??
              (budget === undefined ? undefined : marginWithin(visible, needed, budget)),
            budget,
          );
    if (!plan || this.covers(images, visible, needed)) return false;
    this.abort?.abort();
    // Under a pixel budget the old region goes before the new one is made (the view shows
    // the overview meanwhile), so the two never add up.
    if (budget !== undefined) {
      this.region?.close();
      this.region = null;
    }
    const abort = new AbortController();
    this.abort = abort;
    images.decodeRegion(plan, abort.signal).then(
      (region) => {
        if (abort.signal.aborted) {
          region.close();
          return;
        }
        this.region?.close();
        this.region = region;
        this.stale = false;
        this.onLoaded();
      },
      (error: unknown) => {
        if (!abort.signal.aborted) this.onError(error);
      },
    );
    return true;
  }

  /**
   * New pictures of the same view (a layer switched): aborts what is in flight, and keeps the
   * region on screen until the next one replaces it, though it no longer covers any view.
   */
  markStale(): void {
    this.abort?.abort();
    this.abort = null;
    this.stale = this.region !== null;
  }

  /** Aborts what is in flight and frees the decoded region. */
  drop(): void {
    this.abort?.abort();
    this.abort = null;
    this.region?.close();
    this.region = null;
    this.stale = false;
  }
}
