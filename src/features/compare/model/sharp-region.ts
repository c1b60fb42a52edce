import { MAX_DECODED_PIXELS } from '@/lib/png/pixel-counter';
import type { PixelRect, PixelSize } from './regions';
import type { CompareViewport } from './viewport';

/**
 * A part of the page decoded sharper than the working images, for a zoomed-in view.
 *
 * Invariants: `source` is in the older version's own pixels, whole numbers, inside the page;
 * `width x height` is the decoded size (at most the source's: never enlarged);
 * `rect` is where it sits in working-image pixels (what the viewport and annotations use).
 */
export interface RegionPlan {
  source: PixelRect;
  width: number;
  height: number;
  rect: PixelRect;
  /** Decoded pixels per page pixel (0..1]. */
  density: number;
}

/** What the region choice needs to know about the view. */
export interface ViewOfPage {
  /** The older version's own size. */
  native: PixelSize;
  /** The size of the working images. */
  work: PixelSize;
  viewport: CompareViewport;
  /** One panel's CSS size. */
  panel: PixelSize;
  devicePixelRatio: number;
}

/** Share of the view added on every side of a region, so small pans stay sharp. */
export const REGION_MARGIN = 0.25;

/**
 * Pixels one region image may have. The compare view holds three working images (both
 * versions and their difference) and three region images; making a region needs a fourth
 * buffer for a moment (both versions' pixels and the difference's before they become
 * bitmaps, each freed as its bitmap is made). The old region goes first when the new one
 * would not fit next to it (see {@link keepsOldRegion}); 1 % is kept back for rounding.
 */
export function regionBudget(work: PixelSize, max = MAX_DECODED_PIXELS): number {
  return Math.max(0, Math.floor((0.99 * (max - 3 * work.width * work.height)) / 4));
}

/** Whether the region on screen may stay until its successor is ready (it fits beside it). */
export function keepsOldRegion(
  work: PixelSize,
  old: { width: number; height: number },
  next: { width: number; height: number },
  max = MAX_DECODED_PIXELS,
): boolean {
  const used = 3 * work.width * work.height + 3 * old.width * old.height;
  return used + 4 * next.width * next.height <= max;
}

/** The visible part of the page in its own pixels (unclipped), from the viewport. */
function visibleSource(view: ViewOfPage): PixelRect {
  const { native, work, viewport, panel } = view;
  const fx = work.width / native.width;
  const fy = work.height / native.height;
  return {
    x: -viewport.x / viewport.scale / fx,
    y: -viewport.y / viewport.scale / fy,
    width: panel.width / viewport.scale / fx,
    height: panel.height / viewport.scale / fy,
  };
}

/** `rect` grown by `margin` of its size on every side, clipped to the page, whole pixels. */
function grownWithin(rect: PixelRect, margin: number, page: PixelSize): PixelRect | null {
  const x0 = Math.max(0, Math.floor(rect.x - rect.width * margin));
  const y0 = Math.max(0, Math.floor(rect.y - rect.height * margin));
  const x1 = Math.min(page.width, Math.ceil(rect.x + rect.width * (1 + margin)));
  const y1 = Math.min(page.height, Math.ceil(rect.y + rect.height * (1 + margin)));
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

/** Decoded pixels per page pixel the view needs for a sharp look (never above 1). */
export function neededDensity(view: ViewOfPage): number {
  const fx = view.work.width / view.native.width;
  return Math.min(1, view.viewport.scale * view.devicePixelRatio * fx);
}

/**
 * The region to decode for a sharp view, or null when the working images are sharp enough
 * (the page is no bigger than they are, or they are not enlarged on screen) or nothing of the
 * page is in view. Within `budget` pixels: the margin goes first, then density.
 */
export function chooseRegion(view: ViewOfPage, budget: number): RegionPlan | null {
  const { native, work } = view;
  const fx = work.width / native.width;
  const fy = work.height / native.height;
  let density = neededDensity(view);
  // Not sharper than the working images: nothing to gain.
  if (density <= fx * 1.0001) return null;
  const visible = visibleSource(view);
  let source = grownWithin(visible, REGION_MARGIN, native);
  if (!source) return null;
  if (source.width * source.height * density * density > budget)
    source = grownWithin(visible, 0, native) ?? source;
  const area = source.width * source.height * density * density;
  if (area > budget) density *= Math.sqrt(budget / area);
  if (density <= fx * 1.0001) return null;
  const width = Math.max(1, Math.min(source.width, Math.floor(source.width * density)));
  const height = Math.max(1, Math.min(source.height, Math.floor(source.height * density)));
  return {
    source,
    width,
    height,
    density,
    rect: {
      x: source.x * fx,
      y: source.y * fy,
      width: source.width * fx,
      height: source.height * fy,
    },
  };
}

/**
 * Whether `shown` (the region on screen) still serves the view, so `next` (what
 * {@link chooseRegion} picks now) need not be decoded: it holds the whole visible part of the
 * page and is as sharp.
 */
export function regionServes(shown: RegionPlan, next: RegionPlan, view: ViewOfPage): boolean {
  const visible = grownWithin(visibleSource(view), 0, view.native);
  if (!visible) return true;
  const { source } = shown;
  const inside =
    visible.x >= source.x &&
    visible.y >= source.y &&
    visible.x + visible.width <= source.x + source.width &&
    visible.y + visible.height <= source.y + source.height;
  return inside && shown.density >= next.density * 0.999;
}

/**
 * The same part of the newer version, in its own pixels: it is stretched to the older
 * version's size (annotations point at the normalized page), so its region scales with it.
 */
export function sourceInOther(source: PixelRect, from: PixelSize, to: PixelSize): PixelRect {
  if (from.width === to.width && from.height === to.height) return source;
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const x = Math.min(to.width - 1, Math.floor(source.x * sx));
  const y = Math.min(to.height - 1, Math.floor(source.y * sy));
  return {
    x,
    y,
    width: Math.max(1, Math.min(to.width - x, Math.round(source.width * sx))),
    height: Math.max(1, Math.min(to.height - y, Math.round(source.height * sy))),
  };
}
