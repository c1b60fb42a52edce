import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPan,
  fitViewport,
  fitWidthViewport,
  MAX_SCALE,
  MIN_SCALE,
  pageToScreen,
  screenToPage,
  stepZoom,
  visiblePageRect,
  wheelZoomFactor,
  zoomAt,
  zoomToRect,
} from './viewport';

const viewportArb = fc.record({
  scale: fc.double({ min: MIN_SCALE, max: MAX_SCALE, noNaN: true }),
  x: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
  y: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
});
const pointArb = fc.record({
  x: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
  y: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
});

describe('page <-> screen transform', () => {
  it('round-trips', () => {
    fc.assert(
      fc.property(viewportArb, pointArb, (v, p) => {
        const back = screenToPage(v, pageToScreen(v, p));
        expect(back.x).toBeCloseTo(p.x, 5);
        expect(back.y).toBeCloseTo(p.y, 5);
      }),
    );
  });

  it('zooming toward the cursor keeps the page point under it in place', () => {
    fc.assert(
      fc.property(
        viewportArb,
        pointArb,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (v, anchor, factor) => {
          const before = screenToPage(v, anchor);
          const after = screenToPage(zoomAt(v, v.scale * factor, anchor), anchor);
          expect(after.x).toBeCloseTo(before.x, 4);
          expect(after.y).toBeCloseTo(before.y, 4);
        },
      ),
    );
  });

  it('never zooms past 800 % or below 2 %', () => {
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 50, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 0, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
  });
});

describe('fit to screen', () => {
  it('centres the whole page inside the padding', () => {
    const v = fitViewport({ width: 6000, height: 6000 }, { width: 1048, height: 648 }, 24);
    expect(v.scale).toBeCloseTo(600 / 6000, 9);
    const topLeft = pageToScreen(v, { x: 0, y: 0 });
    const bottomRight = pageToScreen(v, { x: 6000, y: 6000 });
    expect(topLeft.y).toBeCloseTo(24, 9);
    expect(bottomRight.y).toBeCloseTo(624, 9);
    expect((topLeft.x + bottomRight.x) / 2).toBeCloseTo(524, 9);
  });
});

describe('fit to width', () => {
  it('puts the page width across the padding, its top at the padding', () => {
    const v = fitWidthViewport({ width: 6000, height: 9000 }, { width: 1048, height: 648 }, 24);
    expect(v.scale).toBeCloseTo(1000 / 6000, 9);
    expect(pageToScreen(v, { x: 0, y: 0 })).toEqual({ x: 24, y: 24 });
    expect(pageToScreen(v, { x: 6000, y: 0 }).x).toBeCloseTo(1024, 9);
  });

  it('centres a page shorter than the canvas at that scale', () => {
    const v = fitWidthViewport({ width: 6000, height: 1200 }, { width: 1048, height: 648 }, 24);
    const top = pageToScreen(v, { x: 0, y: 0 }).y;
    const bottom = pageToScreen(v, { x: 0, y: 1200 }).y;
    expect((top + bottom) / 2).toBeCloseTo(324, 9);
  });
});

describe('pan limits', () => {
  it('keep part of the page on the canvas', () => {
    const page = { width: 1000, height: 1000 };
    const canvas = { width: 800, height: 600 };
    const lost = clampPan({ scale: 1, x: 5000, y: -5000 }, page, canvas, 64);
    expect(lost.x).toBe(800 - 64);
    expect(lost.y).toBe(64 - 1000);
    const fine = { scale: 1, x: 10, y: 10 };
    expect(clampPan(fine, page, canvas)).toBe(fine);
  });
});

describe('zoom steps and wheel', () => {
  it('step to the next level up and down', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(0.8, 1)).toBe(1);
    expect(stepZoom(MAX_SCALE, 1)).toBe(MAX_SCALE);
  });

  it('zoom in on scroll up, out on scroll down, symmetrically', () => {
    const zoomIn = wheelZoomFactor(-100, 0, false);
    expect(zoomIn).toBeGreaterThan(1);
    expect(zoomIn * wheelZoomFactor(100, 0, false)).toBeCloseTo(1, 12);
    expect(wheelZoomFactor(-3, 1, false)).toBeCloseTo(wheelZoomFactor(-48, 0, false), 12);
  });
});

describe('zoom to a region', () => {
  it('shows the region with padding and respects the upper limit', () => {
    const canvas = { width: 1000, height: 800 };
    const v = zoomToRect({ x: 100, y: 100, width: 200, height: 100 }, canvas, 50, 10);
    const visible = visiblePageRect(v, canvas);
    expect(visible.x).toBeLessThanOrEqual(100);
    expect(visible.x + visible.width).toBeGreaterThanOrEqual(300);
    expect(zoomToRect({ x: 0, y: 0, width: 1, height: 1 }, canvas, 50, 2).scale).toBe(2);
  });
});
