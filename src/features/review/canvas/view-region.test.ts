import { describe, expect, it } from 'vitest';
import { visiblePageRect } from '../model/viewport';
import { holdCanvas } from './detail-canvas';
import { planViewRegion, viewRegionCovers } from './view-region';
import { regionCanvasSize } from '@/lib/pdf/pdf-document';

const PAGE = { width: 1275, height: 1650 };
const VIEW = { width: 1280, height: 720 };

/** The view at `scale` with page point (cx, cy) in its middle. */
const visibleAt = (scale: number, cx: number, cy: number) =>
  visiblePageRect({ scale, x: VIEW.width / 2 - cx * scale, y: VIEW.height / 2 - cy * scale }, VIEW);

describe('vector view region', () => {
  it('is the view itself, pixel for pixel, at exactly the density the zoom needs', () => {
    for (const scale of [1.5, 3.7, 8]) {
      const visible = visibleAt(scale, 600.3, 700.9);
      const plan = planViewRegion(visible, PAGE, scale, 1);
      expect(plan).not.toBeNull();
      if (!plan) return;
      expect({ width: plan.width, height: plan.height }).toEqual(VIEW);
      expect(plan.width / plan.source.width).toBeCloseTo(scale, 9);
      expect(plan.source.x).toBeCloseTo(visible.x, 9);
      expect(viewRegionCovers(plan, visible, PAGE, scale)).toBe(true);
    }
  });

  it('keeps to the page, on whole device pixels from the view corner', () => {
    // The page's top left corner shows at device pixel (640 - 10.25 * 4) of the view.
    const visible = visibleAt(4, 10.25, 10.25);
    const plan = planViewRegion(visible, PAGE, 4, 1);
    expect(plan).not.toBeNull();
    if (!plan) return;
    const left = (plan.source.x - visible.x) * 4;
    expect(left).toBeCloseTo(Math.floor(640 - 41), 9);
    expect(plan.width).toBe(VIEW.width - Math.floor(640 - 41));
    expect(plan.source.x).toBeLessThanOrEqual(0);
    expect(plan.source.x).toBeGreaterThan(-1 / 4);
    expect(viewRegionCovers(plan, visible, PAGE, 4)).toBe(true);
  });

  it('is not needed while the overview is sharp enough, nor off the page', () => {
    expect(planViewRegion(visibleAt(1, 600, 600), PAGE, 1, 1)).toBeNull();
    expect(planViewRegion(visibleAt(4, -500, -500), PAGE, 4, 1)).toBeNull();
  });

  it('no longer covers a view that moved or zoomed in further', () => {
    const visible = visibleAt(3, 600, 700);
    const plan = planViewRegion(visible, PAGE, 3, 1);
    if (!plan) throw new Error('no plan');
    expect(viewRegionCovers(plan, visibleAt(3, 601, 700), PAGE, 3)).toBe(false);
    expect(viewRegionCovers(plan, visibleAt(3.5, 600, 700), PAGE, 3.5)).toBe(false);
  });
});

describe('canvas sizes kept between zooms', () => {
  it('renders a region a pixel bigger or smaller into the same canvas', () => {
    const first = regionCanvasSize(
      { width: 0, height: 0 },
      { x: 0, y: 0, width: 1280, height: 721 },
    );
    expect(first).toEqual({ width: 1280, height: 768 });
    const canvas = { ...first };
    expect(regionCanvasSize(canvas, { x: 5, y: 5, width: 1279, height: 722 })).toEqual(first);
    expect(regionCanvasSize(canvas, { x: 0, y: 0, width: 1281, height: 720 })).toEqual({
      width: 1344,
      height: 768,
    });
    expect(
      regionCanvasSize({ width: 0, height: 0 }, { x: 0, y: 0, width: 4001, height: 3990 }),
    ).toEqual({ width: 4001, height: 3990 });
    // Far smaller: a canvas that size again, not four times the pixels.
    expect(regionCanvasSize(canvas, { x: 0, y: 0, width: 400, height: 300 })).toEqual({
      width: 448,
      height: 320,
    });
  });

  it('keeps the detail canvas, growing it only when the detail does not fit', () => {
    const canvas = { width: 0, height: 0, getContext: () => null } as unknown as HTMLCanvasElement;
    holdCanvas(canvas, 1281, 720);
    expect([canvas.width, canvas.height]).toEqual([1344, 768]);
    holdCanvas(canvas, 1279, 722);
    expect([canvas.width, canvas.height]).toEqual([1344, 768]);
    holdCanvas(canvas, 300, 200);
    expect([canvas.width, canvas.height]).toEqual([320, 256]);
    // Just under 16 MP: rounded up it would pass the cap, so the canvas is made exactly.
    holdCanvas(canvas, 4001, 3990);
    expect([canvas.width, canvas.height]).toEqual([4001, 3990]);
  });
});
