import { describe, expect, it } from 'vitest';
import { MAX_DECODED_PIXELS } from '@/lib/png/pixel-counter';
import {
  chooseRegion,
  keepsOldRegion,
  regionBudget,
  regionServes,
  sourceInOther,
  type ViewOfPage,
} from './sharp-region';
import { workingSize } from './working-size';

const native = { width: 10_000, height: 10_000 };
const work = workingSize(native);
const panel = { width: 800, height: 600 };
const budget = regionBudget(work);

/** The view with page pixel (px, py) (the page's own) in the panel's top-left corner. */
function view(scale: number, px = 0, py = 0, devicePixelRatio = 1): ViewOfPage {
  const f = work.width / native.width;
  return {
    native,
    work,
    panel,
    devicePixelRatio,
    viewport: { scale, x: -px * f * scale, y: -py * f * scale },
  };
}

describe('the sharp region of a zoomed-in compare view', () => {
  it('is not needed while the working images are not enlarged', () => {
    expect(work).toEqual({ width: 2000, height: 2000 });
    expect(chooseRegion(view(0.3), budget)).toBeNull();
    expect(chooseRegion(view(1), budget)).toBeNull();
  });

  it('is never needed for a page no bigger than the working images', () => {
    const small = { width: 1800, height: 640 };
    const v = { ...view(8), native: small, work: small };
    expect(chooseRegion(v, budget)).toBeNull();
  });

  it('at the page’s own pixels: the visible part and a margin, one decoded pixel per page pixel', () => {
    // Scale 5 on a 1/5 working image: one page pixel per CSS pixel.
    const plan = chooseRegion(view(5, 4000, 3000), budget);
    expect(plan?.density).toBe(1);
    expect(plan?.source).toEqual({ x: 3800, y: 2850, width: 1200, height: 900 });
    expect(plan).toMatchObject({ width: 1200, height: 900 });
    // In working pixels, where the viewport and the annotations live.
    expect(plan?.rect).toEqual({ x: 760, y: 570, width: 240, height: 180 });
  });

  it('between the two: sharper than the working images, not more than the screen shows', () => {
    const plan = chooseRegion(view(2, 4000, 3000, 2), budget);
    expect(plan?.density).toBeCloseTo(0.8);
    expect(plan?.width).toBe(Math.floor((plan?.source.width ?? 0) * 0.8));
  });

  it('is clipped to the page', () => {
    const plan = chooseRegion(view(5, 0, 0), budget);
    expect(plan?.source).toEqual({ x: 0, y: 0, width: 1000, height: 750 });
  });

  it('keeps within the budget on a big screen: the margin goes first, then density', () => {
    const big = { ...view(5, 2000, 2000), panel: { width: 2560, height: 1440 } };
    const noMargin = chooseRegion(big, 4_000_000);
    expect(noMargin?.source).toMatchObject({ width: 2560, height: 1440 });
    expect(noMargin?.density).toBe(1);
    const thinner = chooseRegion(big, 2_000_000);
    expect((thinner?.width ?? 0) * (thinner?.height ?? 0)).toBeLessThanOrEqual(2_000_000);
    expect(thinner?.density).toBeLessThan(1);
  });

  it('leaves the 32 MP rule whole: working images, a region and the one being made', () => {
    const phone = { ...view(5, 5000, 5000, 3), panel: { width: 390, height: 600 } };
    const plan = chooseRegion(phone, budget);
    const region = (plan?.width ?? 0) * (plan?.height ?? 0);
    expect(region).toBeLessThanOrEqual(budget);
    expect(3 * work.width * work.height + 4 * region).toBeLessThanOrEqual(MAX_DECODED_PIXELS);
  });

  it('is kept while the view stays inside it at the same zoom, replaced when it leaves', () => {
    const shown = chooseRegion(view(5, 4000, 3000), budget);
    if (!shown) throw new Error('expected a region');
    const panned = view(5, 4100, 3050);
    const next = chooseRegion(panned, budget);
    if (!next) throw new Error('expected a region');
    expect(regionServes(shown, next, panned)).toBe(true);
    const far = view(5, 6000, 3000);
    const elsewhere = chooseRegion(far, budget);
    if (!elsewhere) throw new Error('expected a region');
    expect(regionServes(shown, elsewhere, far)).toBe(false);
    // Zoomed in further from a half-density region: not sharp enough any more.
    const half = chooseRegion(view(2.5, 4000, 3000), budget);
    const closer = view(5, 4100, 3100);
    const sharper = chooseRegion(closer, budget);
    if (!half || !sharper) throw new Error('expected regions');
    expect(regionServes(half, sharper, closer)).toBe(false);
  });

  it('keeps the old region until the new one is ready only when both fit', () => {
    const small = { width: 1000, height: 1000 };
    expect(keepsOldRegion(work, small, small)).toBe(true);
    const large = { width: 2200, height: 2000 };
    expect(keepsOldRegion(work, large, large)).toBe(false);
  });
});

describe('the newer version’s part of the page', () => {
  it('is the same part when both versions have the same size', () => {
    const source = { x: 10, y: 20, width: 30, height: 40 };
    expect(sourceInOther(source, native, native)).toBe(source);
  });

  it('scales with a newer version exported at another resolution', () => {
    const source = { x: 1000, y: 2000, width: 300, height: 400 };
    const half = { width: 5000, height: 5000 };
    expect(sourceInOther(source, native, half)).toEqual({
      x: 500,
      y: 1000,
      width: 150,
      height: 200,
    });
  });
});
