import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './listbox-keys';

describe('grid keys', () => {
  it('moves by one sideways, by a row up and down, and stays inside', () => {
    expect(nextActiveIndex('ArrowRight', 0, 10, 4, false)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 1, 10, 4, false)).toBe(5);
    expect(nextActiveIndex('ArrowDown', 8, 10, 4, false)).toBe(9);
    expect(nextActiveIndex('ArrowUp', 2, 10, 4, false)).toBe(0);
    expect(nextActiveIndex('End', 2, 10, 4, false)).toBe(9);
    expect(nextActiveIndex('Home', 7, 10, 4, false)).toBe(0);
    expect(nextActiveIndex('a', 7, 10, 4, false)).toBeNull();
    expect(nextActiveIndex('ArrowDown', 0, 0, 4, false)).toBeNull();
  });

  it('swaps left and right in right-to-left layouts', () => {
    expect(nextActiveIndex('ArrowLeft', 3, 10, 4, true)).toBe(4);
    expect(nextActiveIndex('ArrowRight', 3, 10, 4, true)).toBe(2);
  });
});
