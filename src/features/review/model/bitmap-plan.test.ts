import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cropCovers,
  effectivePixelRatio,
  MAX_CANVAS_PIXELS,
  overviewSize,
  planCrop,
  readImageSize,
  rowsCover,
} from './bitmap-plan';

function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function jpegHeader(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with precision, height, width.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array<number>(14).fill(0)];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...new Array<number>(12).fill(0)]);
}

describe('image size from the header', () => {
  it('reads PNG and JPEG without decoding', () => {
    expect(readImageSize(pngHeader(10_000, 7_500))).toEqual({ width: 10_000, height: 7_500 });
    expect(readImageSize(jpegHeader(4032, 3024))).toEqual({ width: 4032, height: 3024 });
  });

  it('gives null for other or truncated data', () => {
    expect(readImageSize(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(readImageSize(pngHeader(0, 10))).toBeNull();
    expect(readImageSize(jpegHeader(10, 10).subarray(0, 12))).toBeNull();
  });
});

describe('overview size', () => {
  it('keeps small images as they are', () => {
    expect(overviewSize({ width: 1200, height: 800 }, 3000)).toEqual({ width: 1200, height: 800 });
  });

  it('shrinks a 10,000 px page to what the screen needs, at least 2048 px', () => {
    expect(overviewSize({ width: 10_000, height: 10_000 }, 1800)).toEqual({
      width: 2048,
      height: 2048,
    });
    expect(overviewSize({ width: 10_000, height: 5_000 }, 3000)).toEqual({
      width: 3000,
      height: 1500,
    });
  });

  it('never exceeds the 16 megapixel budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 40_000 }),
        (w, h, need) => {
          const size = overviewSize({ width: w, height: h }, need);
          expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS * 1.001);
          expect(size.width).toBeLessThanOrEqual(w);
        },
      ),
    );
  });
});

describe('crop planning', () => {
  const native = { width: 10_000, height: 10_000 };

  it('asks for nothing while the overview is sharp enough', () => {
    expect(planCrop({ x: 0, y: 0, width: 10_000, height: 10_000 }, native, 0.1, 0.2)).toBeNull();
  });

  it('decodes the visible region with a margin, clipped to the page, at screen density', () => {
    const plan = planCrop({ x: 1000, y: 1000, width: 1000, height: 500 }, native, 0.5, 0.2);
    expect(plan?.source).toEqual({ x: 750, y: 875, width: 1500, height: 750 });
    expect(plan?.width).toBe(750);
    const edge = planCrop({ x: -500, y: 9800, width: 1000, height: 1000 }, native, 1, 0.2);
    expect(edge?.source.x).toBe(0);
    expect((edge?.source.y ?? 0) + (edge?.source.height ?? 0)).toBe(10_000);
  });

  it('never decodes above the image resolution nor the pixel budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9000 }),
        fc.integer({ min: 0, max: 9000 }),
        fc.integer({ min: 10, max: 10_000 }),
        fc.double({ min: 0.05, max: 16, noNaN: true }),
        (x, y, size, density) => {
          const plan = planCrop({ x, y, width: size, height: size }, native, density, 0.02);
          if (!plan) return;
          expect(plan.width * plan.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS * 1.001);
          expect(plan.width).toBeLessThanOrEqual(plan.source.width);
        },
      ),
    );
  });

  it("goes past the bitmap's own pixels for a vector source, within the budget", () => {
    const plan = planCrop({ x: 1000, y: 1000, width: 160, height: 90 }, native, 8, 0.2, Infinity);
    expect(plan?.width).toBe(Math.round(240 * 8));
    expect((plan?.width ?? 0) * (plan?.height ?? 0)).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    const bitmap = planCrop({ x: 1000, y: 1000, width: 160, height: 90 }, native, 8, 0.2);
    expect(bitmap?.width).toBe(240);
  });

  it('knows when a decoded crop still covers the view', () => {
    const plan = planCrop({ x: 1000, y: 1000, width: 1000, height: 1000 }, native, 1, 0.2);
    if (!plan) throw new Error('expected a plan');
    expect(cropCovers(plan, { x: 1100, y: 1100, width: 900, height: 900 }, native, 1)).toBe(true);
    expect(cropCovers(plan, { x: 5000, y: 5000, width: 900, height: 900 }, native, 1)).toBe(false);
    expect(cropCovers(plan, { x: 1100, y: 1100, width: 900, height: 900 }, native, 0.5)).toBe(true);
  });
});

describe('device pixel ratio', () => {
  it('is the device ratio unless the canvas would pass 16 megapixels', () => {
    expect(effectivePixelRatio(2, 1920, 1080)).toBe(2);
    const ratio = effectivePixelRatio(3, 3840, 2160);
    expect(3840 * ratio * 2160 * ratio).toBeLessThanOrEqual(MAX_CANVAS_PIXELS * 1.001);
  });
});

describe('rows of an overview that fills in', () => {
  const page = { width: 1000, height: 2000 };

  it('covers a view only once the rows down to its bottom (or the page’s) are in', () => {
    const top = { x: 0, y: 0, width: 1000, height: 800 };
    expect(rowsCover(799, top, page)).toBe(false);
    expect(rowsCover(800, top, page)).toBe(true);
    // A view past the page's bottom needs the page's rows, no more.
    const past = { x: 0, y: 1500, width: 1000, height: 900 };
    expect(rowsCover(1999, past, page)).toBe(false);
    expect(rowsCover(2000, past, page)).toBe(true);
    // A whole overview (no count) covers every view.
    expect(rowsCover(undefined, past, page)).toBe(true);
  });
});
