import { describe, expect, it } from 'vitest';
import { scrollTopFor, viewportSlots, windowIndexes } from './virtual-window';

describe('viewportSlots', () => {
  it('covers every item the viewport touches, partly shown ones included', () => {
    expect(viewportSlots(0, 300, 100)).toEqual({ first: 0, last: 2 });
    expect(viewportSlots(50, 300, 100)).toEqual({ first: 0, last: 3 });
    expect(viewportSlots(100, 300, 100)).toEqual({ first: 1, last: 3 });
  });

  it('shows nothing without a height, and treats overscroll above the top as the top', () => {
    expect(viewportSlots(0, 0, 100)).toBeNull();
    expect(viewportSlots(-40, 300, 100)).toEqual({ first: 0, last: 2 });
  });
});

describe('windowIndexes', () => {
  it('adds the overscan on both sides, within the list', () => {
    expect(windowIndexes({ first: 5, last: 7 }, 100, 2)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(windowIndexes({ first: 0, last: 2 }, 4, 3)).toEqual([0, 1, 2, 3]);
  });

  it('clamps a viewport past the end of a list that shrank to its last items', () => {
    expect(windowIndexes({ first: 50, last: 52 }, 10, 1)).toEqual([8, 9]);
  });

  it('keeps an item out of view, in order, and nothing else when nothing shows', () => {
    expect(windowIndexes({ first: 0, last: 1 }, 100, 0, 40)).toEqual([0, 1, 40]);
    expect(windowIndexes({ first: 0, last: 1 }, 100, 0, 1)).toEqual([0, 1]);
    expect(windowIndexes({ first: 0, last: 1 }, 100, 0, 100)).toEqual([0, 1]);
    expect(windowIndexes(null, 100, 3, 40)).toEqual([]);
    expect(windowIndexes({ first: 0, last: 1 }, 0, 3)).toEqual([]);
  });
});

describe('scrollTopFor', () => {
  const view = { top: 1000, height: 300, maxTop: 9700 };

  it('leaves an item that is fully visible where it is', () => {
    expect(scrollTopFor(11, 100, 100, view)).toBeNull();
  });

  it('scrolls as little as possible: an item below ends at the bottom, one above starts at the top', () => {
    expect(scrollTopFor(20, 100, 100, view)).toBe(1800);
    expect(scrollTopFor(3, 100, 100, view)).toBe(300);
    // Partly shown at the bottom edge counts as below.
    expect(scrollTopFor(12, 100, 100, view)).toBe(1000);
  });

  it('goes to the very end for the last item and stays within the scroll range', () => {
    expect(scrollTopFor(99, 100, 100, view)).toBe(9700);
    expect(scrollTopFor(150, 100, 100, view)).toBe(9700);
    expect(scrollTopFor(0, 100, 100, { top: 50, height: 300, maxTop: 9700 })).toBe(0);
    expect(scrollTopFor(0, 0, 100, view)).toBeNull();
  });
});
