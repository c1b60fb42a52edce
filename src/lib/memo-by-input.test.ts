import { describe, expect, it } from 'vitest';
import { memoByInput } from './memo-by-input';

describe('memoByInput', () => {
  it('computes once per input object and key, and keeps the result', () => {
    let runs = 0;
    const evens = memoByInput((list: readonly number[], parity: string | null) => {
      runs += 1;
      return list.filter((n) => (parity === 'odd' ? n % 2 === 1 : n % 2 === 0));
    });
    const list = [1, 2, 3, 4];
    const first = evens(list, null);
    expect(evens(list, null)).toBe(first);
    expect(evens(list, 'odd')).toEqual([1, 3]);
    expect(runs).toBe(2);
    // Equal content in a new array is new data: computed again.
    expect(evens([1, 2, 3, 4], null)).not.toBe(first);
    expect(runs).toBe(3);
  });
});
