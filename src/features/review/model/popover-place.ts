import type { Rect, Size } from './geometry';

/** Where the comment form goes, in canvas pixels. */
export interface Placement {
  left: number;
  top: number;
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * A place for a box of `size` beside `shape` (screen pixels, its marker included) inside the
 * canvas: below and after it first, then the other sides, each kept inside the canvas. The
 * first that leaves the shape uncovered wins; if none can (a small canvas), the one covering
 * the least of it. The comment box so never hides the pin it is about, where there is room.
 */
export function placeBeside(shape: Rect, canvas: Size, size: Size, gap: number): Placement {
  const clamp = (value: number, length: number, room: number) =>
    Math.min(Math.max(gap, value), Math.max(gap, room - length - gap));
  const below = shape.y + shape.height + gap;
  const above = shape.y - gap - size.height;
  const after = shape.x + shape.width + gap;
  const before = shape.x - gap - size.width;
  const centred = shape.x + shape.width / 2 - size.width / 2;
  const middle = shape.y + shape.height / 2 - size.height / 2;
  const candidates: [number, number][] = [
    [after, below],
    [centred, below],
    [before, below],
    [after, above],
    [centred, above],
    [before, above],
    [after, middle],
    [before, middle],
  ];
  let best: Placement | null = null;
  let bestCover = Infinity;
  for (const [x, y] of candidates) {
    const left = clamp(x, size.width, canvas.width);
    const top = clamp(y, size.height, canvas.height);
    const cover = overlap({ x: left, y: top, ...size }, shape);
    if (cover === 0) return { left, top };
    if (cover < bestCover) {
      best = { left, top };
      bestCover = cover;
    }
  }
  return best ?? { left: gap, top: gap };
}
