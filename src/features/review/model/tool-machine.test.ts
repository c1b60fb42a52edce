import { describe, expect, it } from 'vitest';
import {
  IDLE,
  pointerDown,
  pointerMove,
  pointerUp,
  type Gesture,
  type ToolContext,
  type Transition,
} from './tool-machine';

const base: ToolContext = {
  tool: 'select',
  spaceHeld: false,
  viewport: { scale: 2, x: 10, y: 20 },
  canAnnotate: true,
};
const at = (x: number, y: number, button = 0) => ({ pointerId: 1, screen: { x, y }, button });

/** Runs down, moves and up; returns every transition. */
function drag(ctx: ToolContext, points: [number, number][]): Transition[] {
  const out: Transition[] = [];
  let gesture: Gesture = IDLE;
  const [first, ...rest] = points;
  if (!first) return out;
  const push = (t: Transition) => {
    out.push(t);
    gesture = t.gesture;
  };
  push(pointerDown(gesture, at(...first), ctx));
  for (const p of rest.slice(0, -1)) push(pointerMove(gesture, at(...p), ctx));
  const last = rest.at(-1) ?? first;
  push(pointerUp(gesture, at(...last), ctx));
  return out;
}

describe('tool state machine', () => {
  it('draws a rectangle in page pixels', () => {
    const end = drag({ ...base, tool: 'rect' }, [
      [10, 20],
      [50, 60],
      [110, 220],
    ]).at(-1);
    expect(end?.effect).toEqual({ type: 'commit', shapeType: 'rect', points: [0, 0, 50, 100] });
    expect(end?.gesture).toBe(IDLE);
  });

  it('takes a tiny box drag for a click that selects', () => {
    const end = drag({ ...base, tool: 'rect' }, [
      [10, 20],
      [12, 22],
    ]).at(-1);
    expect(end?.effect.type).toBe('select');
  });

  it('places a pin where the press was', () => {
    const end = drag({ ...base, tool: 'pin' }, [
      [30, 40],
      [30, 40],
    ]).at(-1);
    expect(end?.effect).toEqual({ type: 'commit', shapeType: 'pin', points: [10, 10] });
  });

  it('keeps the tail and head of an arrow', () => {
    const end = drag({ ...base, tool: 'arrow' }, [
      [10, 20],
      [60, 20],
      [210, 20],
    ]).at(-1);
    expect(end?.effect).toEqual({ type: 'commit', shapeType: 'arrow', points: [0, 0, 100, 0] });
  });

  it('collects and simplifies a freehand stroke', () => {
    const path: [number, number][] = [[10, 20]];
    for (let i = 1; i <= 50; i++) path.push([10 + i * 4, 20]);
    const end = drag({ ...base, tool: 'freehand' }, path).at(-1);
    expect(end?.effect).toEqual({ type: 'commit', shapeType: 'freehand', points: [0, 0, 100, 0] });
  });

  it('pans with the hand tool, with space held and with the middle button', () => {
    for (const ctx of [
      { ...base, tool: 'hand' as const },
      { ...base, tool: 'rect' as const, spaceHeld: true },
    ]) {
      const moves = drag(ctx, [
        [0, 0],
        [30, -10],
        [30, -10],
      ]);
      expect(moves[1]?.effect).toEqual({ type: 'viewport', viewport: { scale: 2, x: 40, y: 10 } });
      expect(moves.at(-1)?.effect.type).toBe('none');
    }
    const middle = pointerDown(IDLE, at(0, 0, 1), { ...base, tool: 'pin' });
    expect(middle.gesture.kind).toBe('panning');
  });

  it('selects on a click with the select tool and pans once the press moves', () => {
    expect(
      drag(base, [
        [30, 40],
        [31, 41],
      ]).at(-1)?.effect,
    ).toEqual({ type: 'select', at: { x: 10.5, y: 10.5 } });
    const moves = drag(base, [
      [30, 40],
      [60, 40],
      [60, 40],
    ]);
    expect(moves[1]?.effect).toEqual({ type: 'viewport', viewport: { scale: 2, x: 40, y: 20 } });
  });

  it('does not draw without the right to annotate, and ignores other pointers and buttons', () => {
    expect(
      pointerDown(IDLE, at(0, 0), { ...base, tool: 'rect', canAnnotate: false }).gesture.kind,
    ).toBe('pressing');
    expect(pointerDown(IDLE, at(0, 0, 2), base).gesture).toBe(IDLE);
    const drawing = pointerDown(IDLE, at(0, 0), { ...base, tool: 'rect' }).gesture;
    expect(
      pointerMove(drawing, { pointerId: 7, screen: { x: 50, y: 50 }, button: 0 }, base).gesture,
    ).toBe(drawing);
  });
});
