import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  denormalizePoints,
  distanceToPolyline,
  distanceToSegment,
  isMeaningfulShape,
  normalizePoints,
  simplifyPolyline,
  toStoredShape,
} from './geometry';

const page = { width: 6000, height: 4000 };

describe('normalized page coordinates', () => {
  it('store shares of the page and come back to the same pixels', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc
          .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 40 })
          .filter((a) => a.length % 2 === 0),
        (width, height, shares) => {
          const size = { width, height };
          const pixels = denormalizePoints(shares, size);
          normalizePoints(pixels, size).forEach((value, i) =>
            expect(value).toBeCloseTo(shares[i] ?? -1, 9),
          );
        },
      ),
    );
  });

  it('do not depend on zoom or resolution: the same share lands on the same spot of a bigger bitmap', () => {
    const stored = normalizePoints([1500, 1000], page);
    expect(denormalizePoints(stored, { width: 12_000, height: 8000 })).toEqual([3000, 2000]);
  });

  it('clamp points dragged past the page edge', () => {
    expect(normalizePoints([-10, 5000, 7000, -1], page)).toEqual([0, 1, 1, 0]);
  });
});

describe('stored shapes', () => {
  it('order the corners of boxes drawn from bottom right to top left', () => {
    const shape = toStoredShape(
      { type: 'rect', points: [3000, 2000, 600, 400], color: '#e03131' },
      page,
    );
    expect(shape).toEqual({ type: 'rect', points: [0.1, 0.1, 0.5, 0.5], color: '#e03131' });
  });

  it('keep the direction of arrows (tail, then head)', () => {
    const shape = toStoredShape(
      { type: 'arrow', points: [3000, 2000, 600, 400], color: '#000000' },
      page,
    );
    expect(shape.points).toEqual([0.5, 0.5, 0.1, 0.1]);
  });

  it('round to six decimals', () => {
    const shape = toStoredShape(
      { type: 'pin', points: [1, 1], color: '#000000' },
      { width: 3, height: 7 },
    );
    expect(shape.points).toEqual([0.333333, 0.142857]);
  });
});

describe('meaningful shapes', () => {
  it('take a pin from a click but not a box', () => {
    expect(isMeaningfulShape('pin', [5, 5], 4)).toBe(true);
    expect(isMeaningfulShape('rect', [5, 5, 7, 7], 4)).toBe(false);
    expect(isMeaningfulShape('rect', [5, 5, 10, 10], 4)).toBe(true);
    expect(isMeaningfulShape('ellipse', [5, 5, 50, 6], 4)).toBe(false);
    expect(isMeaningfulShape('arrow', [5, 5, 50, 6], 4)).toBe(true);
    expect(isMeaningfulShape('freehand', [5, 5], 4)).toBe(false);
  });
});

describe('distances', () => {
  it('measure to the nearest point of a segment', () => {
    expect(distanceToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distanceToSegment({ x: -3, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(distanceToPolyline({ x: 10, y: 5 }, [0, 0, 10, 0, 10, 10])).toBe(0);
  });
});

describe('freehand simplification', () => {
  it('drops points on a straight line and keeps the corners', () => {
    const line = [0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 4, 1, 4, 2, 4, 3];
    expect(simplifyPolyline(line, 0.1)).toEqual([0, 0, 4, 0, 4, 3]);
  });

  it('never moves the stroke further than the tolerance and keeps both ends', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 500 }), { minLength: 4, maxLength: 120 })
          .filter((a) => a.length % 2 === 0),
        (points) => {
          const simplified = simplifyPolyline(points, 2);
          expect(simplified.slice(0, 2)).toEqual(points.slice(0, 2));
          expect(simplified.slice(-2)).toEqual(points.slice(-2));
          for (let i = 0; i < points.length; i += 2) {
            expect(
              distanceToPolyline({ x: points[i] ?? 0, y: points[i + 1] ?? 0 }, simplified),
            ).toBeLessThanOrEqual(2 + 1e-9);
          }
        },
      ),
    );
  });

  it('bounds enclose every point', () => {
    expect(boundsOf([4, 8, -2, 3, 10, 1])).toEqual({ x: -2, y: 1, width: 12, height: 7 });
  });
});
