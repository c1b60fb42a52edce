import type { PixelSize } from './regions';

/**
 * Where the page sits in a compare panel: working-image pixel (px, py) shows at CSS pixel
 * (px * scale + x, py * scale + y). Every panel of the compare view uses the same viewport,
 * which is what keeps side-by-side zoom and pan in step.
 */
export interface CompareViewport {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 0.05;
/** The most a page's own pixels are enlarged (working images of a big page go further). */
export const MAX_SCALE = 8;
/** Room around the page when fitted. */
export const FIT_PADDING = 16;
const STEP = 1.25;

export const clampScale = (scale: number, max = MAX_SCALE): number =>
  Math.min(max, Math.max(MIN_SCALE, Number.isFinite(scale) ? scale : 1));

/** The whole page centred in the panel. */
export function fitViewport(page: PixelSize, panel: PixelSize): CompareViewport {
  if (page.width <= 0 || page.height <= 0 || panel.width <= 0 || panel.height <= 0) {
    return { scale: 1, x: 0, y: 0 };
  }
  const room = {
    width: Math.max(1, panel.width - 2 * FIT_PADDING),
    height: Math.max(1, panel.height - 2 * FIT_PADDING),
  };
  const scale = clampScale(Math.min(room.width / page.width, room.height / page.height));
  return {
    scale,
    x: (panel.width - page.width * scale) / 2,
    y: (panel.height - page.height * scale) / 2,
  };
}

/** The view that shows `rect` (working pixels) as large as fits, up to `maxScale`. */
export function rectViewport(
  rect: { x: number; y: number; width: number; height: number },
  panel: PixelSize,
  maxScale = 4,
): CompareViewport {
  const room = {
    width: Math.max(1, panel.width - 2 * FIT_PADDING),
    height: Math.max(1, panel.height - 2 * FIT_PADDING),
  };
  const scale = clampScale(
    Math.min(
      maxScale,
      room.width / Math.max(rect.width, 1),
      room.height / Math.max(rect.height, 1),
    ),
  );
  return {
    scale,
    x: panel.width / 2 - (rect.x + rect.width / 2) * scale,
    y: panel.height / 2 - (rect.y + rect.height / 2) * scale,
  };
}

/** Zooms to `scale` keeping the page point under `anchor` (panel CSS pixels) where it is. */
export function zoomAt(
  v: CompareViewport,
  scale: number,
  anchor: { x: number; y: number },
  maxScale = MAX_SCALE,
): CompareViewport {
  const next = clampScale(scale, maxScale);
  const px = (anchor.x - v.x) / v.scale;
  const py = (anchor.y - v.y) / v.scale;
  return { scale: next, x: anchor.x - px * next, y: anchor.y - py * next };
}

/** One step in (`1`) or out (`-1`) around the panel's centre. */
export function stepZoom(
  v: CompareViewport,
  direction: 1 | -1,
  panel: PixelSize,
  maxScale = MAX_SCALE,
): CompareViewport {
  const factor = direction > 0 ? STEP : 1 / STEP;
  return zoomAt(v, v.scale * factor, { x: panel.width / 2, y: panel.height / 2 }, maxScale);
}

export function panBy(v: CompareViewport, dx: number, dy: number): CompareViewport {
  return { scale: v.scale, x: v.x + dx, y: v.y + dy };
}

/** Keeps at least `keep` CSS pixels of the page inside the panel, so it cannot get lost. */
export function clampPan(
  v: CompareViewport,
  page: PixelSize,
  panel: PixelSize,
  keep = 48,
): CompareViewport {
  const w = page.width * v.scale;
  const h = page.height * v.scale;
  const keepX = Math.min(keep, w);
  const keepY = Math.min(keep, h);
  const x = Math.min(panel.width - keepX, Math.max(keepX - w, v.x));
  const y = Math.min(panel.height - keepY, Math.max(keepY - h, v.y));
  return x === v.x && y === v.y ? v : { scale: v.scale, x, y };
}

/** Exponential in the wheel distance, so trackpads and mouse wheels zoom alike. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-Math.max(-120, Math.min(120, pixels)) * 0.002);
}
