import { describe, expect, it } from 'vitest';
import { resolveVersionPair } from './versions';

describe('resolveVersionPair', () => {
  it('defaults to the latest version against the one before it', () => {
    expect(resolveVersionPair([1, 2, 3], null, null)).toEqual({ from: 2, to: 3 });
  });

  it('keeps a valid pair from the address', () => {
    expect(resolveVersionPair([1, 2, 3], '1', '3')).toEqual({ from: 1, to: 3 });
    expect(resolveVersionPair([3, 1, 2], '1', '2')).toEqual({ from: 1, to: 2 });
  });

  it('repairs unknown, equal or reversed versions', () => {
    expect(resolveVersionPair([1, 2, 3], '7', 'x')).toEqual({ from: 2, to: 3 });
    expect(resolveVersionPair([1, 2, 3], '3', '3')).toEqual({ from: 2, to: 3 });
    expect(resolveVersionPair([1, 2, 3], '3', '1')).toEqual({ from: 2, to: 3 });
    expect(resolveVersionPair([1, 3], '2', '3')).toEqual({ from: 1, to: 3 });
  });

  it('has nothing to compare with fewer than two versions', () => {
    expect(resolveVersionPair([1], null, null)).toBeNull();
    expect(resolveVersionPair([], '1', '2')).toBeNull();
  });
});
