import {
  boundsOf,
  distance,
  distanceToPolyline,
  type PageShape,
  type Point,
  type Rect,
  type Size,
} from './geometry';

/**
 * One annotation as the canvas knows it: its shape in page pixels and the box around it.
 * Built once per change of the annotation list, so drawing and hit testing never
 * denormalize again.
 */
export interface SceneItem {
  id: string;
  shape: PageShape;
  bounds: Rect;
  completed: boolean;
  /** The marker's number (creation order on its page), matching the comment list. */
  label?: number | undefined;
}

export function sceneItem(
  id: string,
  shape: PageShape,
  completed: boolean,
  label?: number,
): SceneItem {
  return { id, shape, bounds: boundsOf(shape.points), completed, label };
}

/** Pins are drawn as a disc of this radius in screen pixels around their point. */
export const PIN_RADIUS_PX = 9;

/** Marker radius on screen: this share of the page's longer side as shown, within MIN..MAX. */
const MARKER_SHARE = 0.02;
export const MARKER_MIN_PX = 7;
export const MARKER_MAX_PX = 14;

/**
 * The radius (screen pixels) of pins and number badges: they grow and shrink with the artwork
 * on screen (a small page on a phone keeps small markers that hide little of it), but never
 * below a readable number nor above a blot on a zoomed-in view.
 */
export function markerRadius(page: Size | null, scale: number): number {
  if (!page) return PIN_RADIUS_PX;
  const shown = Math.max(page.width, page.height) * scale * MARKER_SHARE;
  return Math.min(MARKER_MAX_PX, Math.max(MARKER_MIN_PX, shown));
}

/** Where an annotation's number sits: a pin's point; a region's top-left corner; a line's start. */
export function labelAnchor(item: SceneItem): Point {
  const p = item.shape.points;
  if (item.shape.type === 'rect' || item.shape.type === 'ellipse')
    return { x: item.bounds.x, y: item.bounds.y };
  return { x: p[0] ?? 0, y: p[1] ?? 0 };
}
/** How far (screen pixels) a click may miss a line and still hit it. */
export const HIT_TOLERANCE_PX = 6;

function ellipseContains(p: Point, box: Rect, slack: number): boolean {
  const rx = box.width / 2 + slack;
  const ry = box.height / 2 + slack;
  if (rx <= 0 || ry <= 0) return false;
  const dx = (p.x - (box.x + box.width / 2)) / rx;
  const dy = (p.y - (box.y + box.height / 2)) / ry;
  return dx * dx + dy * dy <= 1;
}

/**
 * Whether a point (page pixels) touches a shape. `tolerance` and `pinRadius` are in page
 * pixels, i.e. screen pixels divided by the zoom. Boxes and ellipses count their inside,
 * so a reviewer can click anywhere in a marked region; lines count a band around them.
 */
export function shapeContains(
  item: SceneItem,
  p: Point,
  tolerance: number,
  pinRadius: number,
): boolean {
  const { shape, bounds } = item;
  switch (shape.type) {
    case 'pin':
      return (
        distance(p, { x: shape.points[0] ?? 0, y: shape.points[1] ?? 0 }) <= pinRadius + tolerance
      );
    case 'rect':
      return (
        p.x >= bounds.x - tolerance &&
        p.x <= bounds.x + bounds.width + tolerance &&
        p.y >= bounds.y - tolerance &&
        p.y <= bounds.y + bounds.height + tolerance
      );
    case 'ellipse':
      return ellipseContains(p, bounds, tolerance);
    case 'arrow':
    case 'freehand':
      return distanceToPolyline(p, shape.points) <= tolerance;
  }
}

/** Area used to prefer the innermost of nested hits; lines and pins count as tiny. */
function hitArea(item: SceneItem): number {
  if (item.shape.type === 'rect' || item.shape.type === 'ellipse')
    return item.bounds.width * item.bounds.height;
  return 0;
}

/**
 * The annotation under a point: of all hits, the smallest region (so a pin inside a box
 * wins over the box), and among equals the one drawn last (on top). Null when nothing is hit.
 */
export function hitTest(
  items: readonly SceneItem[],
  p: Point,
  scale: number,
  markerPx: number = PIN_RADIUS_PX,
): string | null {
  const tolerance = HIT_TOLERANCE_PX / scale;
  const pinRadius = markerPx / scale;
  let best: SceneItem | null = null;
  let bestArea = Infinity;
  for (const item of items) {
    const b = item.bounds;
    const slack = tolerance + pinRadius;
    // Cheap reject before the exact test.
    if (
      p.x < b.x - slack ||
      p.x > b.x + b.width + slack ||
      p.y < b.y - slack ||
      p.y > b.y + b.height + slack
    )
      continue;
    // A region's number badge is part of it: a finger may tap the number it sees.
    const onBadge =
      item.label !== undefined && distance(p, labelAnchor(item)) <= pinRadius + tolerance;
    if (!onBadge && !shapeContains(item, p, tolerance, pinRadius)) continue;
    const area = hitArea(item);
    if (area <= bestArea) {
      best = item;
      bestArea = area;
    }
  }
  return best?.id ?? null;
}
