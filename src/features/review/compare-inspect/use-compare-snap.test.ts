// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeCompareTool, setCompareInspect, useCompareInspect } from './compare-inspect-store';
import { useCompareSnap } from './use-compare-snap';

// A 200 x 100 px working page shown at 1 CSS px per page pixel: the reach is 8 page pixels.
const page = { width: 200, height: 100 };
const panel = (id: string, versions: number[]) => () =>
  useCompareSnap({ id, versions, page, scale: 1 });

afterEach(() => {
  act(() => {
    closeCompareTool();
    setCompareInspect({ sides: {} });
  });
});

describe('snapping the compare ruler on one panel', () => {
  it('publishes the snapped line and its guides as shares of the page', () => {
    const { result } = renderHook(panel('one', [1]));
    act(() => result.current('down', { x: 3, y: 50 }, false));
    act(() => result.current('up', { x: 150, y: 52 }, false));
    const { segment, guides } = useCompareInspect.getState();
    // The start snapped to the page's left edge; the end is where it was dropped.
    expect(segment).toEqual({ a: { x: 0, y: 0.5 }, b: { x: 0.75, y: 0.52 } });
    expect(guides).toEqual([{ at: { x: 0, y: 0.5 }, x: 'line', y: null }]);
  });

  it('snaps to a version’s trim box, in that version’s own pixels', () => {
    // Version 1's trim box starts 5 % in (10 px); its bitmap is not decoded yet.
    const trim = { x: 0.05, y: 0.1, width: 0.9, height: 0.8 };
    act(() => setCompareInspect({ sides: { 1: { images: null, trim, bleed: null } } }));
    const { result } = renderHook(panel('one', [1]));
    act(() => result.current('down', { x: 13, y: 50 }, false));
    act(() => result.current('up', { x: 187, y: 50 }, false));
    expect(useCompareInspect.getState().segment).toEqual({
      a: { x: 0.05, y: 0.5 },
      b: { x: 0.95, y: 0.5 },
    });
    // Alt held: no snapping.
    act(() => result.current('down', { x: 13, y: 50 }, true));
    act(() => result.current('up', { x: 187, y: 50 }, true));
    expect(useCompareInspect.getState().segment?.a.x).toBeCloseTo(0.065, 9);
  });

  it('the panel that took the press draws; another panel’s moves and a keyboard line win out', () => {
    const first = renderHook(panel('first', [1]));
    const second = renderHook(panel('second', [2]));
    act(() => first.result.current('down', { x: 50, y: 50 }, false));
    // A move on the other panel, which was never pressed, changes nothing.
    act(() => second.result.current('move', { x: 120, y: 20 }, false));
    act(() => first.result.current('up', { x: 100, y: 50 }, false));
    expect(useCompareInspect.getState().segment).toEqual({
      a: { x: 0.25, y: 0.5 },
      b: { x: 0.5, y: 0.5 },
    });
    // A line set by keyboard takes over: the pointer's panel no longer publishes.
    const keyboard = { a: { x: 0.1, y: 0.1 }, b: { x: 0.2, y: 0.1 } };
    act(() => setCompareInspect({ segment: keyboard, guides: [], drawer: null }));
    act(() => first.result.current('move', { x: 140, y: 50 }, false));
    expect(useCompareInspect.getState().segment).toEqual(keyboard);
  });
});
