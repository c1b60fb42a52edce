import type { AnnotationShape } from '@/api/types';

/** A box in pixels of a working image; `width` and `height` are never negative. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Around a pin (a point), the region checked is a square of this share of the page's long
 * side: big enough to hold the word or symbol a pin usually marks.
 */
export const PIN_REGION_SHARE = 0.08;
/** Room around a drawn shape, as a share of the page's long side. */
export const SHAPE_PADDING_SHARE = 0.015;
/** Never less room than this around a shape (pixels), so a thin line still has context. */
export const MIN_PADDING = 6;

function finite(values: readonly number[]): number[] {
  return values.filter((value) => Number.isFinite(value));
}

/**
 * The pixel region of `size` an annotation points at: the bounding box of its shape
 * (points are shares 0..1 of the page's width and height) with some room around it, clipped
 * to the page and snapped outward to whole pixels. Null when the shape has no usable point
 * or the clipped region is empty.
 */
export function annotationRegion(shape: AnnotationShape, size: PixelSize): PixelRect | null {
  if (size.width <= 0 || size.height <= 0) return null;
  const xs = finite(shape.points.filter((_, i) => i % 2 === 0)).map((x) => x * size.width);
  const ys = finite(shape.points.filter((_, i) => i % 2 === 1)).map((y) => y * size.height);
  const pairs = Math.min(xs.length, ys.length);
  if (pairs === 0) return null;
  const longSide = Math.max(size.width, size.height);
  let left = Math.min(...xs.slice(0, pairs));
  let right = Math.max(...xs.slice(0, pairs));
  let top = Math.min(...ys.slice(0, pairs));
  let bottom = Math.max(...ys.slice(0, pairs));
  const pad =
    shape.type === 'pin' || pairs === 1
      ? (PIN_REGION_SHARE * longSide) / 2
      : Math.max(MIN_PADDING, SHAPE_PADDING_SHARE * longSide);
  left -= pad;
  right += pad;
  top -= pad;
  bottom += pad;
  return clipRect({ x: left, y: top, width: right - left, height: bottom - top }, size);
}

/** `rect` cut to the image and snapped outward to whole pixels; null when nothing is left. */
export function clipRect(rect: PixelRect, size: PixelSize): PixelRect | null {
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(size.width, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(size.height, Math.ceil(rect.y + rect.height));
  if (!(x1 > x0 && y1 > y0)) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
