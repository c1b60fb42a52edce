import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedShare,
  changedShareOfPage,
  differenceMask,
  highlightDifference,
  HIGHLIGHT,
  SizeMismatchError,
  type Pixels,
} from './difference';

function solid(width: number, height: number, rgba: [number, number, number, number]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set(rgba, i * 4);
  return { width, height, data };
}

function paint(p: Pixels, x: number, y: number, rgba: [number, number, number, number]): Pixels {
  const data = new Uint8ClampedArray(p.data);
  data.set(rgba, (y * p.width + x) * 4);
  return { ...p, data };
}

describe('differenceMask', () => {
  it('finds exactly the pixels that moved past the threshold', () => {
    const before = solid(4, 3, [255, 255, 255, 255]);
    let after = paint(before, 1, 0, [0, 0, 0, 255]);
    after = paint(after, 3, 2, [250, 250, 250, 255]); // noise, below the threshold
    after = paint(after, 2, 1, [255, 100, 255, 255]); // one channel is enough
    const diff = differenceMask(before, after);
    expect(diff.changed).toBe(2);
    expect([...diff.mask]).toEqual([0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
  });

  it('treats transparency as paper white', () => {
    const white = solid(2, 1, [255, 255, 255, 255]);
    const clear = solid(2, 1, [0, 0, 0, 0]);
    expect(differenceMask(white, clear).changed).toBe(0);
  });

  it('refuses buffers of different sizes or wrong length', () => {
    expect(() => differenceMask(solid(2, 2, [0, 0, 0, 255]), solid(2, 3, [0, 0, 0, 255]))).toThrow(
      SizeMismatchError,
    );
    expect(() =>
      differenceMask(
        { width: 2, height: 2, data: new Uint8ClampedArray(3) },
        solid(2, 2, [0, 0, 0, 255]),
      ),
    ).toThrow(SizeMismatchError);
  });

  it('is symmetric and finds nothing between an image and itself', () => {
    const pixels = fc
      .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
      .chain(([w, h]) =>
        fc.tuple(
          fc.constant(w),
          fc.constant(h),
          fc.uint8Array({ minLength: w * h * 4, maxLength: w * h * 4 }),
          fc.uint8Array({ minLength: w * h * 4, maxLength: w * h * 4 }),
        ),
      );
    fc.assert(
      fc.property(pixels, ([width, height, a, b]) => {
        const pa = { width, height, data: new Uint8ClampedArray(a) };
        const pb = { width, height, data: new Uint8ClampedArray(b) };
        expect(differenceMask(pa, pa).changed).toBe(0);
        expect([...differenceMask(pa, pb).mask]).toEqual([...differenceMask(pb, pa).mask]);
      }),
    );
  });
});

describe('highlightDifference', () => {
  it('paints changed pixels in the highlight colour and fades the rest', () => {
    const before = solid(2, 1, [0, 0, 0, 255]);
    const after = paint(before, 0, 0, [255, 255, 255, 255]);
    const view = highlightDifference(before, differenceMask(before, after));
    expect([...view.data.slice(0, 4)]).toEqual([...HIGHLIGHT, 255]);
    const faded = view.data[4] ?? 0;
    expect(faded).toBeGreaterThan(150);
    expect(faded).toBeLessThan(255);
  });
});

describe('changedShare', () => {
  const before = solid(10, 10, [255, 255, 255, 255]);
  let after = before;
  for (let x = 0; x < 5; x += 1) after = paint(after, x, 0, [0, 0, 0, 255]);
  const diff = differenceMask(before, after);

  it('counts the changed share inside the region only', () => {
    expect(changedShare(diff, { x: 0, y: 0, width: 5, height: 1 })).toBe(1);
    expect(changedShare(diff, { x: 0, y: 0, width: 10, height: 2 })).toBe(0.25);
    expect(changedShare(diff, { x: 0, y: 5, width: 10, height: 5 })).toBe(0);
  });

  it('clips the region to the image; an empty one has nothing changed', () => {
    expect(changedShare(diff, { x: -5, y: -5, width: 10, height: 6 })).toBe(1);
    expect(changedShare(diff, { x: 20, y: 20, width: 5, height: 5 })).toBe(0);
    expect(changedShareOfPage(diff)).toBe(0.05);
  });
});
