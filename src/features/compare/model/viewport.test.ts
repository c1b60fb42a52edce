import { describe, expect, it } from 'vitest';
import { clampPan, fitViewport, MAX_SCALE, rectViewport, stepZoom, zoomAt } from './viewport';

describe('compare viewport', () => {
  const page = { width: 1800, height: 640 };
  const panel = { width: 932, height: 600 };

  it('fits the page inside the padding, centred', () => {
    const v = fitViewport(page, panel);
    expect(v.scale).toBeCloseTo(900 / 1800);
    expect(v.x).toBeCloseTo(16);
    expect(v.y).toBeCloseTo((600 - 640 * v.scale) / 2);
  });

  it('zooms toward the anchor, which stays put', () => {
    const v = { scale: 0.5, x: 10, y: 20 };
    const anchor = { x: 300, y: 200 };
    const next = zoomAt(v, 2, anchor);
    const before = { x: (anchor.x - v.x) / v.scale, y: (anchor.y - v.y) / v.scale };
    expect(before.x * next.scale + next.x).toBeCloseTo(anchor.x);
    expect(before.y * next.scale + next.y).toBeCloseTo(anchor.y);
    expect(zoomAt(v, 100, anchor).scale).toBe(MAX_SCALE);
  });

  it('steps in and back out to the same scale', () => {
    const v = fitViewport(page, panel);
    const back = stepZoom(stepZoom(v, 1, panel), -1, panel);
    expect(back.scale).toBeCloseTo(v.scale);
    expect(back.x).toBeCloseTo(v.x);
  });

  it('never lets the page leave the panel', () => {
    const lost = { scale: 1, x: 5000, y: -5000 };
    const kept = clampPan(lost, page, panel);
    expect(kept.x).toBeLessThanOrEqual(panel.width - 48);
    expect(kept.y + page.height).toBeGreaterThanOrEqual(48);
  });

  it('centres a region and zooms no further than asked', () => {
    const v = rectViewport({ x: 100, y: 100, width: 50, height: 50 }, panel, 4);
    expect(v.scale).toBe(4);
    expect(125 * v.scale + v.x).toBeCloseTo(panel.width / 2);
    expect(125 * v.scale + v.y).toBeCloseTo(panel.height / 2);
  });
});
