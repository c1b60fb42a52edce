import type { ProcessingLimits } from './types';

/** Defaults: the refusals follow decisions.md (20,000 px bitmaps, 5 m PDF pages). */
export const DEFAULT_LIMITS: Readonly<ProcessingLimits> = {
  maxBitmapSide: 20_000,
  maxPdfPageMetres: 5,
  pdfRenderDpi: 150,
  maxRenderPixels: 16_000_000,
  maxRenderSide: 8_000,
  thumbnailSide: 400,
  thumbnailQuality: 0.82,
};

export function resolveLimits(overrides?: Partial<ProcessingLimits>): ProcessingLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}

const POINTS_PER_METRE = 72 / 0.0254;

/** Physical size of a length in PDF points, in metres. */
export function pointsToMetres(points: number): number {
  return points / POINTS_PER_METRE;
}

/**
 * Device pixels per PDF point for a page of the given size: the configured dpi, lowered
 * so the bitmap stays within the side and pixel-count caps.
 */
export function pdfRenderScale(
  widthPt: number,
  heightPt: number,
  limits: ProcessingLimits,
): number {
  const byDpi = limits.pdfRenderDpi / 72;
  const bySide = limits.maxRenderSide / Math.max(widthPt, heightPt);
  const byArea = Math.sqrt(limits.maxRenderPixels / (widthPt * heightPt));
  return Math.min(byDpi, bySide, byArea);
}

/** Pixel size of a page rendered at `scale`; never below 1 px, never above the caps through rounding. */
export function renderedSize(
  widthPt: number,
  heightPt: number,
  scale: number,
): { width: number; height: number } {
  return {
    width: Math.max(1, Math.floor(widthPt * scale)),
    height: Math.max(1, Math.floor(heightPt * scale)),
  };
}

/** Size of a thumbnail that fits `side` x `side`, keeping the aspect ratio and never enlarging. */
export function thumbnailSize(
  width: number,
  height: number,
  side: number,
): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
