import { describe, expect, it } from 'vitest';
import { MAX_SCALE } from '../model/viewport';
import { createCompareStore } from './compare-store';

const page = { width: 1800, height: 640 };
const panel = { width: 900, height: 400 };

describe('compare store', () => {
  it('fits the page while fitted, and keeps a manual view when the panel changes', () => {
    const store = createCompareStore();
    store.getState().setSizes(page, panel);
    const fitted = store.getState().viewport;
    expect(fitted.scale).toBeCloseTo((900 - 32) / 1800);

    store.getState().zoomStep(1);
    expect(store.getState().fitted).toBe(false);
    const zoomed = store.getState().viewport;
    store.getState().setSizes(page, { width: 1200, height: 500 });
    expect(store.getState().viewport).toEqual(zoomed);

    store.getState().fit();
    expect(store.getState().fitted).toBe(true);
    expect(store.getState().viewport.scale).toBeCloseTo((1200 - 32) / 1800);
  });

  it('ignores moves before the page is known', () => {
    const store = createCompareStore();
    store.getState().pan(50, 50);
    expect(store.getState().viewport).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('keeps the opacity within 0..1', () => {
    const store = createCompareStore();
    store.getState().setOpacity(1.7);
    expect(store.getState().opacity).toBe(1);
    store.getState().setOpacity(-1);
    expect(store.getState().opacity).toBe(0);
    store.getState().setOpacity(Number.NaN);
    expect(store.getState().opacity).toBe(0.5);
  });

  it('shows a region zoomed in and centred', () => {
    const store = createCompareStore();
    store.getState().setSizes(page, panel);
    store.getState().showRect({ x: 100, y: 100, width: 100, height: 50 });
    const v = store.getState().viewport;
    expect(v.scale).toBeGreaterThan(1);
    expect(150 * v.scale + v.x).toBeCloseTo(panel.width / 2);
  });

  it('lets a big page zoom as close to its own pixels as a small page does', () => {
    const small = createCompareStore();
    small.getState().setSizes(page, panel);
    const big = createCompareStore();
    big
      .getState()
      .setSizes({ width: 2000, height: 2000 }, panel, { width: 10_000, height: 10_000 });
    for (let i = 0; i < 40; i++) {
      small.getState().zoomStep(1);
      big.getState().zoomStep(1);
    }
    expect(small.getState().viewport.scale).toBe(MAX_SCALE);
    // Working pixels are a fifth of the page's own here.
    expect(big.getState().pageScale).toBe(0.2);
    expect(big.getState().viewport.scale).toBeCloseTo(5 * MAX_SCALE);
  });
});
