import { describe, expect, it } from 'vitest';
import { overviewSize, planCrop } from '../model/bitmap-plan';
import { MAX_DECODED_PIXELS } from './decoded-pixels';
import { marginWithin } from './region-loader';
import { regionBudget, tilesFit } from './streamed-images';
import { tilePassPixels } from './tile-client';
import { rowsDecodePixels } from '@/lib/png/row-bands';

describe('the streamed page’s pixel budget', () => {
  const page = { width: 20_000, height: 20_000 };

  it.each([
    ['a laptop', 1920 * 1.0, { width: 1920, height: 1080 }, 1, true],
    ['a phone', 844 * 3, { width: 390 * 3, height: 844 * 3 }, 3, true],
    ['a 4K screen', 3840, { width: 3840, height: 2160 }, 1, false],
  ])(
    'keeps the overview, a sharp region and any tile pass under 32 MP on %s',
    (_, longSide, canvas, dpr, tiles) => {
      const overview = overviewSize(page, longSide);
      // The tile pass's band (and its copies for the compressor) is alive too, where it fits.
      expect(tilesFit(overview, page.width, longSide)).toBe(tiles);
      const tilePass = tiles ? tilePassPixels(page.width) : 0;
      const budget = regionBudget(overview, tilePass);
      // At 100 %, a view of the canvas size anywhere on the page, its margin included.
      const visible = { x: 9000, y: 9000, width: canvas.width / dpr, height: canvas.height / dpr };
      const margin = marginWithin(visible, dpr, budget);
      const plan = planCrop(visible, page, dpr, overview.width / page.width, 1, margin, budget);
      expect(plan).not.toBeNull();
      const region = (plan?.width ?? 0) * (plan?.height ?? 0);
      expect(region).toBeLessThanOrEqual(budget);
      // Sharp: the page's own pixels, one per device pixel at 100 %.
      expect(plan?.width).toBe(plan?.source.width);
      // The new region's buffer and its bitmap, the overview (the old region went first) and
      // the tile pass.
      expect(overview.width * overview.height + 2 * region + tilePass).toBeLessThanOrEqual(
        MAX_DECODED_PIXELS,
      );
    },
  );

  it.each([
    ['a laptop', 1920],
    ['a phone', 844 * 3],
    ['a 4K screen', 3840],
  ])(
    'keeps the first view (the overview as it fills in, its bands) under 32 MP on %s',
    (_, longSide) => {
      const overview = overviewSize(page, longSide);
      // The overview canvas, the decoder's band, the bands on their way and the inflated rows.
      const held = overview.width * overview.height + rowsDecodePixels(overview.width);
      expect(held).toBeLessThanOrEqual(MAX_DECODED_PIXELS);
    },
  );

  it('decodes the region at the page’s own pixels when it fits the budget', () => {
    const overview = overviewSize(page, 1920);
    const visible = { x: 100, y: 200, width: 1280, height: 720 };
    const plan = planCrop(
      visible,
      page,
      1,
      overview.width / page.width,
      1,
      0.25,
      regionBudget(overview),
    );
    expect(plan?.width).toBe(plan?.source.width);
    expect(plan?.source).toEqual({ x: 0, y: 20, width: 1700, height: 1080 });
  });
});
