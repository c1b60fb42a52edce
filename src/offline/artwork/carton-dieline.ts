import type { DrawingContext } from '@/offline/platform/processing/types';

/** A rectangle in pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Panels of a reverse-tuck-end carton flat, laid out left to right: glue flap, back, side, front, side. */
interface CartonLayout {
  glue: Box;
  back: Box;
  left: Box;
  front: Box;
  right: Box;
  topClosure: Box;
  topTuck: Box;
  bottomClosure: Box;
  bottomTuck: Box;
}

export const CUT_COLOUR = '#e4007c';
export const CREASE_COLOUR = '#009fe3';

/** Lays out a carton of face width `w`, depth `d` and height `h` with its body's top-left at (x, y). */
export function cartonLayout(
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  glueWidth: number,
): CartonLayout {
  const glue = { x, y: y + 12, w: glueWidth, h: h - 24 };
  const back = { x: x + glueWidth, y, w, h };
  const left = { x: back.x + w, y, w: d, h };
  const front = { x: left.x + d, y, w, h };
  const right = { x: front.x + w, y, w: d, h };
  const tuck = d * 0.3;
  return {
    glue,
    back,
    left,
    front,
    right,
    topClosure: { x: front.x, y: y - d, w, h: d },
    topTuck: { x: front.x, y: y - d - tuck, w, h: tuck },
    bottomClosure: { x: back.x, y: y + h, w, h: d },
    bottomTuck: { x: back.x, y: y + h + d, w, h: tuck },
  };
}

function line(ctx: DrawingContext, x1: number, y1: number, x2: number, y2: number): void {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

/** A dust flap on a side panel's top (dir -1) or bottom (dir 1) edge: a trapezoid with a rounded outer edge. */
function dustFlap(ctx: DrawingContext, side: Box, edgeY: number, dir: 1 | -1): void {
  const depth = side.w * 0.75;
  ctx.beginPath();
  ctx.moveTo(side.x, edgeY);
  ctx.lineTo(side.x + 8, edgeY + dir * depth * 0.7);
  ctx.quadraticCurveTo(
    side.x + 14,
    edgeY + dir * depth,
    side.x + side.w * 0.35,
    edgeY + dir * depth,
  );
  ctx.lineTo(side.x + side.w - 8, edgeY + dir * depth);
  ctx.lineTo(side.x + side.w, edgeY);
  ctx.stroke();
}

/** A tuck flap beyond a closure panel, with rounded corners. */
function tuckFlap(ctx: DrawingContext, tuck: Box, edgeY: number, dir: 1 | -1): void {
  const r = tuck.h * 0.9;
  const outer = edgeY + dir * tuck.h;
  ctx.beginPath();
  ctx.moveTo(tuck.x + 4, edgeY);
  ctx.lineTo(tuck.x + 4, outer - dir * r);
  ctx.quadraticCurveTo(tuck.x + 4, outer, tuck.x + 4 + r, outer);
  ctx.lineTo(tuck.x + tuck.w - 4 - r, outer);
  ctx.quadraticCurveTo(tuck.x + tuck.w - 4, outer, tuck.x + tuck.w - 4, outer - dir * r);
  ctx.lineTo(tuck.x + tuck.w - 4, edgeY);
  ctx.stroke();
}

/** Draws the cut (solid) and crease (dashed) lines of the flat over its artwork. */
export function drawDieline(ctx: DrawingContext, c: CartonLayout): void {
  const top = c.back.y;
  const bottom = c.back.y + c.back.h;
  ctx.lineWidth = 3;
  ctx.strokeStyle = CREASE_COLOUR;
  ctx.setLineDash([14, 8]);
  for (const x of [c.back.x, c.left.x, c.front.x, c.right.x]) line(ctx, x, top, x, bottom);
  line(ctx, c.front.x, top, c.front.x + c.front.w, top);
  line(ctx, c.topTuck.x, c.topClosure.y, c.topTuck.x + c.topTuck.w, c.topClosure.y);
  line(ctx, c.back.x, bottom, c.back.x + c.back.w, bottom);
  line(ctx, c.bottomTuck.x, c.bottomTuck.y, c.bottomTuck.x + c.bottomTuck.w, c.bottomTuck.y);
  line(ctx, c.left.x, top, c.left.x + c.left.w, top);
  line(ctx, c.right.x, top, c.right.x + c.right.w, top);
  line(ctx, c.left.x, bottom, c.left.x + c.left.w, bottom);
  line(ctx, c.right.x, bottom, c.right.x + c.right.w, bottom);

  ctx.strokeStyle = CUT_COLOUR;
  ctx.setLineDash([]);
  // Glue flap: tapered ends.
  ctx.beginPath();
  ctx.moveTo(c.back.x, top);
  ctx.lineTo(c.glue.x, c.glue.y);
  ctx.lineTo(c.glue.x, c.glue.y + c.glue.h);
  ctx.lineTo(c.back.x, bottom);
  ctx.stroke();
  // Outline of the body and closures.
  line(ctx, c.back.x, top, c.left.x, top);
  line(ctx, c.right.x + c.right.w, top, c.right.x + c.right.w, bottom);
  line(ctx, c.front.x, bottom, c.front.x + c.front.w, bottom);
  line(ctx, c.front.x, top, c.front.x, c.topClosure.y);
  line(ctx, c.front.x + c.front.w, top, c.front.x + c.front.w, c.topClosure.y);
  line(ctx, c.back.x, bottom, c.back.x, c.bottomTuck.y);
  line(ctx, c.back.x + c.back.w, bottom, c.back.x + c.back.w, c.bottomTuck.y);
  tuckFlap(ctx, c.topTuck, c.topClosure.y, -1);
  tuckFlap(ctx, c.bottomTuck, c.bottomTuck.y, 1);
  dustFlap(ctx, c.left, top, -1);
  dustFlap(ctx, c.right, top, -1);
  dustFlap(ctx, c.left, bottom, 1);
  dustFlap(ctx, c.right, bottom, 1);
}
