import type { AnnotationShapeType } from '@/api/types';
import { isMeaningfulShape, simplifyPolyline, type Point } from './geometry';
import { panBy, screenToPage, type Viewport } from './viewport';

/** The tools of the toolbar; the last five draw an annotation shape. */
export type ToolId = 'select' | 'hand' | AnnotationShapeType;

export const DRAWING_TOOLS: readonly AnnotationShapeType[] = [
  'pin',
  'rect',
  'ellipse',
  'arrow',
  'freehand',
];

export function isDrawingTool(tool: ToolId): tool is AnnotationShapeType {
  return (DRAWING_TOOLS as readonly string[]).includes(tool);
}

/**
 * What the pointer is doing. `pressing` is a select-tool press that becomes a pan once it
 * moves past {@link DRAG_THRESHOLD_PX}, or a click (selection) when released before.
 */
export type Gesture =
  | { kind: 'idle' }
  | { kind: 'pressing'; pointerId: number; origin: Point }
  | { kind: 'panning'; pointerId: number; origin: Point; start: Viewport }
  | {
      kind: 'drawing';
      pointerId: number;
      type: AnnotationShapeType;
      points: number[];
      last: Point;
    };

export const IDLE: Gesture = { kind: 'idle' };
/** Screen pixels a press may wander and still count as a click. */
export const DRAG_THRESHOLD_PX = 4;
/** Smaller boxes and lines (screen pixels) are taken for a click, not a drawing. */
export const MIN_SHAPE_PX = 4;
/** Freehand keeps a pointer sample only after it moved this far (screen pixels). */
const FREEHAND_STEP_PX = 2;
/** Freehand simplification tolerance in screen pixels. */
const FREEHAND_TOLERANCE_PX = 0.75;

/** One pointer event, in canvas CSS pixels. Button 1 is the middle button. */
export interface PointerInput {
  pointerId: number;
  screen: Point;
  button: number;
}

export interface ToolContext {
  tool: ToolId;
  /** Space bar held: the hand tool, whatever is chosen. */
  spaceHeld: boolean;
  viewport: Viewport;
  canAnnotate: boolean;
}

/** What the editor must do after an event; shapes are in page pixels. */
export type ToolEffect =
  | { type: 'none' }
  | { type: 'viewport'; viewport: Viewport }
  | { type: 'commit'; shapeType: AnnotationShapeType; points: number[] }
  | { type: 'select'; at: Point };

export interface Transition {
  gesture: Gesture;
  effect: ToolEffect;
}

const NONE: ToolEffect = { type: 'none' };

function pans(ctx: ToolContext, input: PointerInput): boolean {
  return ctx.spaceHeld || ctx.tool === 'hand' || input.button === 1;
}

export function pointerDown(gesture: Gesture, input: PointerInput, ctx: ToolContext): Transition {
  // A second pointer while one is busy (multi-touch) is the pinch handler's business.
  if (gesture.kind !== 'idle') return { gesture, effect: NONE };
  if (input.button !== 0 && input.button !== 1) return { gesture, effect: NONE };
  if (pans(ctx, input)) {
    return {
      gesture: {
        kind: 'panning',
        pointerId: input.pointerId,
        origin: input.screen,
        start: ctx.viewport,
      },
      effect: NONE,
    };
  }
  if (isDrawingTool(ctx.tool) && ctx.canAnnotate) {
    const p = screenToPage(ctx.viewport, input.screen);
    return {
      gesture: {
        kind: 'drawing',
        pointerId: input.pointerId,
        type: ctx.tool,
        points: [p.x, p.y],
        last: input.screen,
      },
      effect: NONE,
    };
  }
  return {
    gesture: { kind: 'pressing', pointerId: input.pointerId, origin: input.screen },
    effect: NONE,
  };
}

function moved(a: Point, b: Point, threshold: number): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) >= threshold;
}

export function pointerMove(gesture: Gesture, input: PointerInput, ctx: ToolContext): Transition {
  if (gesture.kind === 'idle' || gesture.pointerId !== input.pointerId)
    return { gesture, effect: NONE };
  switch (gesture.kind) {
    case 'pressing': {
      if (!moved(gesture.origin, input.screen, DRAG_THRESHOLD_PX)) return { gesture, effect: NONE };
      const panning: Gesture = {
        kind: 'panning',
        pointerId: gesture.pointerId,
        origin: gesture.origin,
        start: ctx.viewport,
      };
      return pointerMove(panning, input, ctx);
    }
    case 'panning':
      return {
        gesture,
        effect: {
          type: 'viewport',
          viewport: panBy(
            gesture.start,
            input.screen.x - gesture.origin.x,
            input.screen.y - gesture.origin.y,
          ),
        },
      };
    case 'drawing': {
      const p = screenToPage(ctx.viewport, input.screen);
      if (gesture.type === 'pin') return { gesture, effect: NONE };
      if (gesture.type === 'freehand') {
        if (!moved(gesture.last, input.screen, FREEHAND_STEP_PX)) return { gesture, effect: NONE };
        return {
          gesture: { ...gesture, points: [...gesture.points, p.x, p.y], last: input.screen },
          effect: NONE,
        };
      }
      const start = gesture.points.slice(0, 2);
      return {
        gesture: { ...gesture, points: [...start, p.x, p.y], last: input.screen },
        effect: NONE,
      };
    }
  }
}

export function pointerUp(gesture: Gesture, input: PointerInput, ctx: ToolContext): Transition {
  if (gesture.kind === 'idle' || gesture.pointerId !== input.pointerId)
    return { gesture, effect: NONE };
  switch (gesture.kind) {
    case 'pressing':
      return {
        gesture: IDLE,
        effect: { type: 'select', at: screenToPage(ctx.viewport, input.screen) },
      };
    case 'panning':
      return { gesture: IDLE, effect: NONE };
    case 'drawing': {
      const scale = ctx.viewport.scale;
      const end = screenToPage(ctx.viewport, input.screen);
      let points = gesture.points;
      // The release point is the last word: it may differ from the last move.
      if (gesture.type === 'freehand')
        points = simplifyPolyline([...points, end.x, end.y], FREEHAND_TOLERANCE_PX / scale);
      else if (gesture.type !== 'pin') points = [...points.slice(0, 2), end.x, end.y];
      if (!isMeaningfulShape(gesture.type, points, MIN_SHAPE_PX / scale)) {
        // A click with a box or line tool: pick what is under it instead of drawing a speck.
        return { gesture: IDLE, effect: { type: 'select', at: end } };
      }
      return { gesture: IDLE, effect: { type: 'commit', shapeType: gesture.type, points } };
    }
  }
}

/** The browser took the pointer away (touch scroll, lost capture): drop the gesture. */
export function pointerCancel(): Transition {
  return { gesture: IDLE, effect: NONE };
}

/** The shape being drawn right now, in page pixels, for the interactive layer. */
export function gestureShape(
  gesture: Gesture,
): { type: AnnotationShapeType; points: number[] } | null {
  return gesture.kind === 'drawing' ? { type: gesture.type, points: gesture.points } : null;
}
