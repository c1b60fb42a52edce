import { describe, expect, it } from 'vitest';
import { boundsOf, pairMatches, shareMatch, type VersionMatch } from './find-pairs';

/** A one-piece match at (x, y) shares of page `page`. */
const at = (page: number, x: number, y: number): VersionMatch => ({
  page,
  rects: [{ x, y, width: 0.05, height: 0.02 }],
});

describe('pairMatches', () => {
  it('pairs the same places of both versions, one stop each', () => {
    const before = [at(0, 0.1, 0.1), at(0, 0.1, 0.5)];
    const after = [at(0, 0.1, 0.11), at(0, 0.1, 0.52)];
    expect(pairMatches(before, after)).toEqual([
      { page: 0, before: 0, after: 0 },
      { page: 0, before: 1, after: 1 },
    ]);
  });

  it('keeps a match only one version has as its own stop, in reading order', () => {
    // Version 2 added a line with the word between the two it had.
    const before = [at(0, 0.1, 0.1), at(0, 0.1, 0.6)];
    const after = [at(0, 0.1, 0.1), at(0, 0.1, 0.35), at(0, 0.1, 0.6)];
    expect(pairMatches(before, after)).toEqual([
      { page: 0, before: 0, after: 0 },
      { page: 0, before: null, after: 1 },
      { page: 0, before: 1, after: 2 },
    ]);
  });

  it('does not pair a word that moved far: one stop in each version', () => {
    const before = [at(0, 0.1, 0.05)];
    const after = [at(0, 0.1, 0.9)];
    expect(pairMatches(before, after)).toEqual([
      { page: 0, before: 0, after: null },
      { page: 0, before: null, after: 0 },
    ]);
  });

  it('puts the higher of two unpaired matches first, whichever version it is in', () => {
    // "Store in a cool, dry place." moved from the foot of the panel to its top.
    const before = [at(0, 0.1, 0.85)];
    const after = [at(0, 0.1, 0.2)];
    expect(pairMatches(before, after)).toEqual([
      { page: 0, before: null, after: 0 },
      { page: 0, before: 0, after: null },
    ]);
  });

  it('pairs the nearest, not the first: a removed first match leaves the others paired', () => {
    const before = [at(0, 0.1, 0.2), at(0, 0.1, 0.3), at(0, 0.1, 0.4)];
    const after = [at(0, 0.1, 0.3), at(0, 0.1, 0.4)];
    expect(pairMatches(before, after)).toEqual([
      { page: 0, before: 0, after: null },
      { page: 0, before: 1, after: 0 },
      { page: 0, before: 2, after: 1 },
    ]);
  });

  it('goes page by page and never pairs across pages', () => {
    const before = [at(1, 0.5, 0.5), at(0, 0.2, 0.2)];
    const after = [at(1, 0.5, 0.5), at(2, 0.2, 0.2)];
    expect(pairMatches(before, after)).toEqual([
      { page: 0, before: 1, after: null },
      { page: 1, before: 0, after: 0 },
      { page: 2, before: null, after: 1 },
    ]);
  });

  it('has no stops without matches; one version alone gives its own', () => {
    expect(pairMatches([], [])).toEqual([]);
    expect(pairMatches([], [at(0, 0, 0), at(0, 0.5, 0.5)])).toEqual([
      { page: 0, before: null, after: 0 },
      { page: 0, before: null, after: 1 },
    ]);
  });
});

describe('shareMatch and boundsOf', () => {
  it('turns page units into shares and bounds a match over a line break', () => {
    const match = shareMatch(
      3,
      [
        { x: 300, y: 100, width: 100, height: 20 },
        { x: 40, y: 130, width: 60, height: 20 },
      ],
      400,
      200,
    );
    expect(match.page).toBe(3);
    expect(match.rects[0]).toEqual({ x: 0.75, y: 0.5, width: 0.25, height: 0.1 });
    expect(boundsOf(match.rects)).toEqual({ x: 0.1, y: 0.5, width: 0.9, height: 0.25 });
  });
});
