import { describe, expect, it } from 'vitest';
import { snapPoint } from './measure-math';
import { EDGE_STRENGTH, lumaOf, patchCovers, strongEdges, type LumaPatch } from './edge-snap';

/** A synthetic page window: `shade(x, y)` gives each page pixel's luminance. */
function patchOf(
  left: number,
  top: number,
  width: number,
  height: number,
  shade: (x: number, y: number) => number,
): LumaPatch {
  const luma = new Uint8Array(width * height);
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) luma[j * width + i] = shade(left + i, top + j);
  return {
    left,
    top,
    width,
    height,
    step: 1,
    luma,
    window: { left, top, right: left + width, bottom: top + height },
  };
}

describe('snapping to edges in the artwork', () => {
  it('finds a vertical edge at a known column to the pixel', () => {
    // White page, black from column 37 on: the edge is the boundary at x = 37.
    const patch = patchOf(20, 40, 40, 20, (x) => (x >= 37 ? 0 : 255));
    expect(strongEdges(patch, { x: 33.4, y: 50.2 }, 6)).toEqual({ xs: [37], ys: [] });
    expect(strongEdges(patch, { x: 40.9, y: 50.2 }, 6).xs).toEqual([37]);
    // Out of reach: no edge.
    expect(strongEdges(patch, { x: 30, y: 50 }, 6).xs).toEqual([]);
  });

  it('finds a horizontal edge and a corner on both axes', () => {
    // A black box from (100, 60) to (140, 90) on white.
    const inBox = (x: number, y: number) => x >= 100 && x < 140 && y >= 60 && y < 90;
    const patch = patchOf(80, 40, 80, 80, (x, y) => (inBox(x, y) ? 0 : 255));
    expect(strongEdges(patch, { x: 120, y: 88.5 }, 4)).toEqual({ xs: [], ys: [90] });
    expect(strongEdges(patch, { x: 101, y: 62 }, 4)).toEqual({ xs: [100], ys: [60] });
  });

  it('takes the strongest step within reach, not the nearest, and ignores weak ones', () => {
    // A light grey step (30 levels) at x = 50, a black edge at x = 55.
    const shade = (x: number) => (x >= 55 ? 0 : x >= 50 ? 225 : 255);
    const patch = patchOf(40, 0, 30, 10, shade);
    expect(strongEdges(patch, { x: 50, y: 5 }, 8).xs).toEqual([55]);
    const weakOnly = patchOf(40, 0, 30, 10, (x) => (x >= 50 ? 255 - EDGE_STRENGTH + 1 : 255));
    expect(strongEdges(weakOnly, { x: 50, y: 5 }, 8).xs).toEqual([]);
  });

  it('is not moved by a single stray pixel on the line through the point', () => {
    const patch = patchOf(0, 0, 40, 20, (x, y) => (x === 12 && y === 10 ? 0 : 255));
    expect(strongEdges(patch, { x: 10, y: 10 }, 6).xs).toEqual([]);
  });

  it('reads the edge of an anti-aliased shape on its strongest boundary', () => {
    // 255 | 191 | 0: the step to black (191) is the strong one, at x = 21.
    const patch = patchOf(0, 0, 40, 10, (x) => (x >= 21 ? 0 : x === 20 ? 191 : 255));
    expect(strongEdges(patch, { x: 18, y: 5 }, 6).xs).toEqual([21]);
  });

  it('snaps to the nearer of a page edge and an artwork edge', () => {
    const page = { width: 300, height: 200 };
    expect(snapPoint({ x: 5, y: 100 }, page, [], 6, { xs: [8], ys: [] })).toEqual({ x: 8, y: 100 });
    expect(snapPoint({ x: 3, y: 100 }, page, [], 6, { xs: [8], ys: [] })).toEqual({ x: 0, y: 100 });
    expect(snapPoint({ x: 150, y: 47 }, page, [], 6, { xs: [], ys: [50] })).toEqual({
      x: 150,
      y: 50,
    });
  });

  it('knows which points a decoded window covers, and turns RGBA into luminance', () => {
    const patch = patchOf(10, 10, 20, 20, () => 0);
    expect(patchCovers(patch, { x: 20, y: 20 }, 8)).toBe(true);
    expect(patchCovers(patch, { x: 15, y: 20 }, 8)).toBe(false);
    expect([
      ...lumaOf(new Uint8Array([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]), 3),
    ]).toEqual([255, 0, 54]);
  });
});
