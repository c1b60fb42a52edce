import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annotationRegion, clipRect, MIN_PADDING, PIN_REGION_SHARE } from './regions';

const page = { width: 1000, height: 500 };

describe('annotationRegion', () => {
  it('boxes a rectangle with padding', () => {
    const region = annotationRegion({ type: 'rect', points: [0.1, 0.2, 0.3, 0.4] }, page);
    // 1.5 % of the long side (1000) = 15 px around 100..300 x 100..200.
    expect(region).toEqual({ x: 85, y: 85, width: 230, height: 130 });
  });

  it('gives a pin a square around its point', () => {
    const region = annotationRegion({ type: 'pin', points: [0.5, 0.5] }, page);
    const side = PIN_REGION_SHARE * 1000;
    expect(region).toEqual({ x: 500 - side / 2, y: 250 - side / 2, width: side, height: side });
  });

  it('clips a region that reaches past the page', () => {
    const region = annotationRegion({ type: 'pin', points: [1, 0] }, page);
    expect(region).toEqual({ x: 960, y: 0, width: 40, height: 40 });
  });

  it('uses every point of a freehand line and orders reversed corners', () => {
    const region = annotationRegion(
      { type: 'freehand', points: [0.5, 0.5, 0.2, 0.9, 0.7, 0.1] },
      { width: 100, height: 100 },
    );
    expect(region).toEqual({
      x: 20 - MIN_PADDING,
      y: 10 - MIN_PADDING,
      width: 50 + 2 * MIN_PADDING,
      height: 80 + 2 * MIN_PADDING,
    });
  });

  it('has no region without points or on an empty page', () => {
    expect(annotationRegion({ type: 'rect', points: [] }, page)).toBeNull();
    expect(
      annotationRegion({ type: 'rect', points: [0.1, 0.1] }, { width: 0, height: 10 }),
    ).toBeNull();
  });

  it('always lies inside the page, in whole pixels', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.5, max: 1.5, noNaN: true }), { minLength: 2, maxLength: 12 }),
        fc.constantFrom('pin', 'rect', 'ellipse', 'arrow', 'freehand' as const),
        (points, type) => {
          const region = annotationRegion({ type, points }, page);
          if (!region) return;
          expect(region.x).toBeGreaterThanOrEqual(0);
          expect(region.y).toBeGreaterThanOrEqual(0);
          expect(region.x + region.width).toBeLessThanOrEqual(page.width);
          expect(region.y + region.height).toBeLessThanOrEqual(page.height);
          expect(Number.isInteger(region.x + region.y + region.width + region.height)).toBe(true);
        },
      ),
    );
  });
});

describe('clipRect', () => {
  it('snaps outward and returns null when nothing is left', () => {
    expect(clipRect({ x: 1.5, y: 1.5, width: 2, height: 2 }, { width: 10, height: 10 })).toEqual({
      x: 1,
      y: 1,
      width: 3,
      height: 3,
    });
    expect(clipRect({ x: 11, y: 0, width: 2, height: 2 }, { width: 10, height: 10 })).toBeNull();
  });
});
