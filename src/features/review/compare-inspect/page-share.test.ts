import { describe, expect, it } from 'vitest';
import { boxSize, distance } from '../measure/measure-math';
import { rectIn, rectToShare, segmentIn, toPixels, toShare } from './page-share';

// The e2e fixtures: version 1 is 120 x 80 px at 300 ppi, version 2 the same artwork at
// 240 x 160 px and 300 ppi (printed twice as large), shown over version 1's working image.
const MM_PER_PX_300 = 25.4 / 300;
const v1 = { width: 120, height: 80 };
const v2 = { width: 240, height: 160 };

describe('page shares between versions of different pixel sizes', () => {
  it('a point on the working image is the same share of either version', () => {
    const share = toShare({ x: 30, y: 20 }, v1);
    expect(share).toEqual({ x: 0.25, y: 0.25 });
    expect(toPixels(share, v1)).toEqual({ x: 30, y: 20 });
    expect(toPixels(share, v2)).toEqual({ x: 60, y: 40 });
  });

  it('keeps points on the page', () => {
    expect(toShare({ x: -5, y: 200 }, v1)).toEqual({ x: 0, y: 1 });
  });

  it('a ruler across the page measures each version at its own scale', () => {
    const line = { a: toShare({ x: 0, y: 40 }, v1), b: toShare({ x: 120, y: 40 }, v1) };
    const scale = { x: MM_PER_PX_300, y: MM_PER_PX_300 };
    expect(distance(segmentIn(line, v1).a, segmentIn(line, v1).b, scale).mm).toBeCloseTo(10.16, 6);
    expect(distance(segmentIn(line, v2).a, segmentIn(line, v2).b, scale).mm).toBeCloseTo(20.32, 6);
  });

  it('a box on a working image smaller than the page maps to the page pixels', () => {
    // A 10,000 x 6,000 px page is compared at 2,582 x 1,549 working pixels.
    const work = { width: 2582, height: 1549 };
    const page = { width: 10000, height: 6000 };
    const box = segmentIn(
      { a: toShare({ x: 0, y: 0 }, work), b: toShare({ x: 1291, y: 774.5 }, work) },
      page,
    );
    expect(box.b.x).toBeCloseTo(5000, 6);
    expect(box.b.y).toBeCloseTo(3000, 6);
    const size = boxSize(box.a, box.b, { x: 0.1, y: 0.1 });
    expect(size.width).toBeCloseTo(500, 6);
    expect(size.height).toBeCloseTo(300, 6);
  });
});

describe('page boxes as shares', () => {
  it('a trim box of one version lands on the same place of the other, in its own pixels', () => {
    // A 106 x 56 mm page with a 3 mm bleed, rendered at 626 x 331 px and at twice that.
    const trim = {
      x: (3 / 106) * 626,
      y: (3 / 56) * 331,
      width: (100 / 106) * 626,
      height: (50 / 56) * 331,
    };
    const share = rectToShare(trim, { width: 626, height: 331 });
    expect(share.x).toBeCloseTo(3 / 106, 12);
    expect(share.width).toBeCloseTo(100 / 106, 12);
    const twice = rectIn(share, { width: 1252, height: 662 });
    expect(twice.x).toBeCloseTo(trim.x * 2, 9);
    expect(twice.height).toBeCloseTo(trim.height * 2, 9);
  });
});
