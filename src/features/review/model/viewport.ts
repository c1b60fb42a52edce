import type { Point, Rect, Size } from './geometry';

/**
 * Where the page sits on the canvas: a page pixel (px, py) shows at canvas CSS pixel
 * (px * scale + x, py * scale + y). `scale` 1 is 100 %: one page pixel per CSS pixel.
 */
export interface Viewport {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 0.02;
/** 800 %; far enough to check a hairline on a print PDF in vector mode. */
export const MAX_SCALE = 8;
/** Zoom levels of the + and - keys and buttons. */
export const ZOOM_STEPS: readonly number[] = [
  0.02, 0.05, 0.1, 0.125, 0.25, 0.333, 0.5, 0.667, 0.75, 1, 1.25, 1.5, 2, 3, 4, 6, 8,
];
/** Free space (CSS pixels) around the page when it is fitted to the canvas. */
export const FIT_PADDING = 24;

export const IDENTITY: Viewport = { scale: 1, x: 0, y: 0 };

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

export function pageToScreen(v: Viewport, p: Point): Point {
  return { x: p.x * v.scale + v.x, y: p.y * v.scale + v.y };
}

export function screenToPage(v: Viewport, p: Point): Point {
  return { x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale };
}

/** The page centred on the canvas, as large as fits inside the padding (never above MAX_SCALE). */
export function fitViewport(page: Size, canvas: Size, padding = FIT_PADDING): Viewport {
  if (page.width <= 0 || page.height <= 0 || canvas.width <= 0 || canvas.height <= 0)
    return IDENTITY;
  const room = {
    width: Math.max(1, canvas.width - 2 * padding),
    height: Math.max(1, canvas.height - 2 * padding),
  };
  const scale = clampScale(Math.min(room.width / page.width, room.height / page.height));
  return centreAt(scale, { x: page.width / 2, y: page.height / 2 }, canvas);
}

/** How a fitted page follows the canvas: whole page on screen, or its width across it. */
export type FitMode = 'page' | 'width';

/**
 * The page's width across the canvas inside the padding (never above MAX_SCALE), centred
 * sideways, its top at the padding: tall artwork (labels, leaflets) read from the top down.
 */
export function fitWidthViewport(page: Size, canvas: Size, padding = FIT_PADDING): Viewport {
  if (page.width <= 0 || page.height <= 0 || canvas.width <= 0 || canvas.height <= 0)
    return IDENTITY;
  const scale = clampScale(Math.max(1, canvas.width - 2 * padding) / page.width);
  const height = page.height * scale;
  // A page shorter than the canvas at this scale is centred, as "fit to screen" would.
  const y = height + 2 * padding <= canvas.height ? (canvas.height - height) / 2 : padding;
  return { scale, x: (canvas.width - page.width * scale) / 2, y };
}

/** The fitted viewport of `mode`. */
export function fittedViewport(mode: FitMode, page: Size, canvas: Size): Viewport {
  return mode === 'width' ? fitWidthViewport(page, canvas) : fitViewport(page, canvas);
}

/** The viewport at `scale` that shows page point `p` in the middle of the canvas. */
export function centreAt(scale: number, p: Point, canvas: Size): Viewport {
  return { scale, x: canvas.width / 2 - p.x * scale, y: canvas.height / 2 - p.y * scale };
}

/** Zooms to `scale` (clamped) keeping the page point under `anchor` (canvas pixels) in place. */
export function zoomAt(v: Viewport, scale: number, anchor: Point): Viewport {
  const next = clampScale(scale);
  const page = screenToPage(v, anchor);
  return { scale: next, x: anchor.x - page.x * next, y: anchor.y - page.y * next };
}

export function panBy(v: Viewport, dx: number, dy: number): Viewport {
  return { scale: v.scale, x: v.x + dx, y: v.y + dy };
}

/**
 * Keeps at least `keep` CSS pixels of the page on the canvas (or the whole page when it is
 * smaller), so panning can never lose the artwork off screen.
 */
export function clampPan(v: Viewport, page: Size, canvas: Size, keep = 64): Viewport {
  const w = page.width * v.scale;
  const h = page.height * v.scale;
  const keepX = Math.min(keep, w);
  const keepY = Math.min(keep, h);
  const x = Math.min(canvas.width - keepX, Math.max(keepX - w, v.x));
  const y = Math.min(canvas.height - keepY, Math.max(keepY - h, v.y));
  return x === v.x && y === v.y ? v : { scale: v.scale, x, y };
}

/** The viewport that shows `rect` (page pixels) with padding, zoomed no further than `maxScale`. */
export function zoomToRect(rect: Rect, canvas: Size, padding: number, maxScale: number): Viewport {
  const room = {
    width: Math.max(1, canvas.width - 2 * padding),
    height: Math.max(1, canvas.height - 2 * padding),
  };
  const fits = Math.min(
    room.width / Math.max(rect.width, 1e-9),
    room.height / Math.max(rect.height, 1e-9),
  );
  const scale = clampScale(Math.min(maxScale, fits));
  return centreAt(scale, { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }, canvas);
}

/** The part of the page (page pixels) inside the canvas; may reach past the page's edges. */
export function visiblePageRect(v: Viewport, canvas: Size): Rect {
  const topLeft = screenToPage(v, { x: 0, y: 0 });
  return {
    x: topLeft.x,
    y: topLeft.y,
    width: canvas.width / v.scale,
    height: canvas.height / v.scale,
  };
}

/** The next zoom step above (`+1`) or below (`-1`) the current scale. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const epsilon = 1e-3;
  if (direction > 0) return ZOOM_STEPS.find((step) => step > scale * (1 + epsilon)) ?? MAX_SCALE;
  return [...ZOOM_STEPS].reverse().find((step) => step < scale * (1 - epsilon)) ?? MIN_SCALE;
}

/**
 * Zoom factor of one wheel event: exponential in the scroll distance, so a trackpad's many
 * small events and a mouse's few large ones zoom alike; a pinch (ctrlKey) is more sensitive.
 * `deltaMode` 1 is lines, 2 is pages.
 */
export function wheelZoomFactor(deltaY: number, deltaMode: number, pinch: boolean): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  const limited = Math.max(-120, Math.min(120, pixels));
  return Math.exp(-limited * (pinch ? 0.01 : 0.002));
}

export function sameViewport(a: Viewport, b: Viewport): boolean {
  return a.scale === b.scale && a.x === b.x && a.y === b.y;
}
