import type { Point, Rect, Size } from '../model/geometry';
import type { Segment } from '../measure/measure-graphics';

/**
 * Compare shows both versions over one page (the newer one stretched to the older one's
 * size), so a place is the same share of the page in both. Tools keep their points as
 * shares (0..1 across and down) and turn them into each version's own pixels, whatever
 * size each version's page bitmap is.
 */
export interface Share {
  x: number;
  y: number;
}

export interface ShareSegment {
  a: Share;
  b: Share;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A point of a page of `page` pixels (the compare view's working image) as shares. */
export function toShare(point: Point, page: Size): Share {
  return { x: clamp01(point.x / page.width), y: clamp01(point.y / page.height) };
}

/** The pixel of a page `size` pixels large at `share`. */
export function toPixels(share: Share, size: Size): Point {
  return { x: share.x * size.width, y: share.y * size.height };
}

/** A segment drawn on one version, in another version's own pixels. */
export function segmentIn(segment: ShareSegment, size: Size): Segment {
  return { a: toPixels(segment.a, size), b: toPixels(segment.b, size) };
}

/** A rect of the page as shares (a version's trim or bleed box, the same on every version). */
export interface ShareRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rect of a page `size` pixels large as shares of it (not clamped: a box may overhang). */
export function rectToShare(rect: Rect, size: Size): ShareRect {
  return {
    x: rect.x / size.width,
    y: rect.y / size.height,
    width: rect.width / size.width,
    height: rect.height / size.height,
  };
}

/** A rect of shares in the pixels of a page `size` pixels large. */
export function rectIn(rect: ShareRect, size: Size): Rect {
  return {
    x: rect.x * size.width,
    y: rect.y * size.height,
    width: rect.width * size.width,
    height: rect.height * size.height,
  };
}
