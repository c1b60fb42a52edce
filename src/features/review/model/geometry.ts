import type { AnnotationShape, AnnotationShapeType } from '@/api/types';

/** A point; in page pixels unless a name says otherwise. */
export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Axis-aligned box; `width` and `height` are never negative. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A shape in page pixels (the page bitmap's own pixel grid), as the canvas draws and hit-tests it.
 * `points` follows the stored shape's layout: pin one point, rect and ellipse two opposite
 * corners, arrow tail then head, freehand a polyline.
 */
export interface PageShape {
  type: AnnotationShapeType;
  points: number[];
  color: string;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Page pixels to the stored form: shares 0..1 of the page's width and height (clamped). */
export function normalizePoints(points: readonly number[], page: Size): number[] {
  return points.map((value, i) => clamp01(value / (i % 2 === 0 ? page.width : page.height)));
}

/** Stored shares back to page pixels of a page of `page` size. */
export function denormalizePoints(points: readonly number[], page: Size): number[] {
  return points.map((value, i) => value * (i % 2 === 0 ? page.width : page.height));
}

/** Rounds normalized points to 6 decimals: a micro-pixel on a 100,000 px page, and short JSON. */
export function roundPoints(points: readonly number[]): number[] {
  return points.map((value) => Math.round(value * 1e6) / 1e6);
}

export function boundsOf(points: readonly number[]): Rect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < points.length; i += 2) {
    const x = points[i] ?? 0;
    const y = points[i + 1] ?? 0;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

export function rectsIntersect(a: Rect, b: Rect): boolean {
  return (
    a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height
  );
}

/** Grows a box by `by` on every side, or by `dx` and `dy` when given. */
export function inflateRect(rect: Rect, by: number, dx = by, dy = by): Rect {
  return {
    x: rect.x - dx,
    y: rect.y - dy,
    width: rect.width + 2 * dx,
    height: rect.height + 2 * dy,
  };
}

/** The overlap of two boxes, or null when they do not overlap. */
export function intersectRects(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

export function containsRect(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** Corners ordered top-left then bottom-right, the stored layout of rect and ellipse. */
export function orderedCorners(points: readonly number[]): number[] {
  const box = boundsOf(points);
  return [box.x, box.y, box.x + box.width, box.y + box.height];
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Shortest distance from `p` to the segment a-b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return distance(p, a);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Shortest distance from `p` to a polyline given as flat x,y pairs. */
export function distanceToPolyline(p: Point, points: readonly number[]): number {
  if (points.length < 2) return Infinity;
  if (points.length < 4) return distance(p, { x: points[0] ?? 0, y: points[1] ?? 0 });
  let best = Infinity;
  for (let i = 0; i + 3 < points.length; i += 2) {
    const d = distanceToSegment(
      p,
      { x: points[i] ?? 0, y: points[i + 1] ?? 0 },
      { x: points[i + 2] ?? 0, y: points[i + 3] ?? 0 },
    );
    if (d < best) best = d;
  }
  return best;
}

/**
 * Ramer-Douglas-Peucker: drops points closer than `tolerance` to the line through their
 * neighbours, so a freehand stroke stores its form, not every pointer event.
 */
export function simplifyPolyline(points: readonly number[], tolerance: number): number[] {
  const count = Math.floor(points.length / 2);
  if (count <= 2) return points.slice(0, count * 2);
  const keep = new Uint8Array(count);
  keep[0] = 1;
  keep[count - 1] = 1;
  const stack: [number, number][] = [[0, count - 1]];
  const at = (i: number): Point => ({ x: points[i * 2] ?? 0, y: points[i * 2 + 1] ?? 0 });
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0];
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(at(i), at(first), at(last));
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    if (keep[i]) out.push(points[i * 2] ?? 0, points[i * 2 + 1] ?? 0);
  }
  return out;
}

/**
 * Whether a gesture drew something worth keeping: `minSize` is in page pixels (a few screen
 * pixels at the current zoom), so a click with a box tool draws nothing.
 */
export function isMeaningfulShape(
  type: AnnotationShapeType,
  points: readonly number[],
  minSize: number,
): boolean {
  if (type === 'pin') return points.length >= 2;
  if (points.length < 4) return false;
  const box = boundsOf(points);
  if (type === 'rect' || type === 'ellipse') return box.width >= minSize && box.height >= minSize;
  return Math.max(box.width, box.height) >= minSize;
}

/** The shape as stored: normalized to the page, box corners ordered, rounded. */
export function toStoredShape(shape: PageShape, page: Size): AnnotationShape {
  const points =
    shape.type === 'rect' || shape.type === 'ellipse' ? orderedCorners(shape.points) : shape.points;
  return {
    type: shape.type,
    points: roundPoints(normalizePoints(points, page)),
    color: shape.color,
  };
}
