import type { CropPlan } from '../model/bitmap-plan';
import type { Rect, Size } from '../model/geometry';

/** Slack for the float error of page <-> device conversions (page pixels). */
const EPSILON = 1e-6;

/**
 * The region a vector source renders for a sharp view: the page's part of `visible` on the
 * device pixel grid of the view, at exactly `needed` device pixels per page pixel, or null when
 * the overview (`overviewDensity`) is sharp enough or no page shows. Unlike a bitmap crop it is
 * not snapped to whole page pixels: its pixels are the screen's, so the settled view is shown
 * pixel for pixel (a blit, no resampling) and successive zooms give regions of the same size.
 */
export function planViewRegion(
  visible: Rect,
  page: Size,
  needed: number,
  overviewDensity: number,
): CropPlan | null {
  if (needed <= overviewDensity * 1.05) return null;
  // Device pixels from the view's top left; the view is a whole number of them.
  const view = {
    width: Math.round(visible.width * needed),
    height: Math.round(visible.height * needed),
  };
  const x0 = Math.max(0, Math.floor(-visible.x * needed + EPSILON));
  const y0 = Math.max(0, Math.floor(-visible.y * needed + EPSILON));
  const x1 = Math.min(view.width, Math.ceil((page.width - visible.x) * needed - EPSILON));
  const y1 = Math.min(view.height, Math.ceil((page.height - visible.y) * needed - EPSILON));
  if (x1 <= x0 || y1 <= y0) return null;
  return {
    source: {
      x: visible.x + x0 / needed,
      y: visible.y + y0 / needed,
      width: (x1 - x0) / needed,
      height: (y1 - y0) / needed,
    },
    width: x1 - x0,
    height: y1 - y0,
  };
}

/** Whether `plan` covers the page's part of `visible` at `needed` density or more (any source). */
export function viewRegionCovers(
  plan: CropPlan,
  visible: Rect,
  page: Size,
  needed: number,
): boolean {
  const s = plan.source;
  const inside =
    Math.max(0, visible.x) >= s.x - EPSILON &&
    Math.max(0, visible.y) >= s.y - EPSILON &&
    Math.min(page.width, visible.x + visible.width) <= s.x + s.width + EPSILON &&
    Math.min(page.height, visible.y + visible.height) <= s.y + s.height + EPSILON;
  return inside && plan.width / s.width >= needed * 0.95;
}
