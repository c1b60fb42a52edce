import { describe, expect, it } from 'vitest';
import type { PageImages } from '../canvas/page-images';
import type { MeasureSide } from './compare-inspect-store';
import { snapTarget } from './snap-target';

const images = (width: number, height: number) =>
  ({ size: { width, height } }) as unknown as PageImages;
const trim = { x: 0.1, y: 0.1, width: 0.8, height: 0.8 };
const bleed = { x: 0, y: 0, width: 1, height: 1 };
// Version 1 has boxes and a 200 x 100 px bitmap; version 2 none, and 400 x 200 px.
const sides: Record<number, MeasureSide | null> = {
  1: { images: images(200, 100), trim, bleed },
  2: { images: images(400, 200), trim: null, bleed: null },
};
const page = { width: 200, height: 100 };

describe('where a compare panel snaps', () => {
  it('side by side: the panel’s own version, its pixels and its boxes', () => {
    const one = snapTarget([1], sides, page);
    expect(one.version).toBe(1);
    expect(one.size).toEqual({ width: 200, height: 100 });
    expect(one.boxes).toEqual([
      { x: 20, y: 10, width: 160, height: 80 },
      { x: 0, y: 0, width: 200, height: 100 },
    ]);
    // A version without boxes snaps to its page and artwork only.
    const two = snapTarget([2], sides, page);
    expect(two.size).toEqual({ width: 400, height: 200 });
    expect(two.boxes).toEqual([]);
  });

  it('overlay and difference: the newer version’s artwork, both versions’ boxes', () => {
    const both = snapTarget([1, 2], sides, page);
    expect(both.version).toBe(2);
    expect(both.size).toEqual({ width: 400, height: 200 });
    expect(both.boxes[0]).toEqual({ x: 40, y: 20, width: 320, height: 160 });
  });

  it('before a version is decoded: the working page, page edges only', () => {
    const none = snapTarget([1, 2], {}, page);
    expect(none).toEqual({ version: null, images: null, size: page, boxes: [] });
  });
});
