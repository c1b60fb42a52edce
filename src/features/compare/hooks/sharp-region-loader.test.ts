import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPixelCounter, MAX_DECODED_PIXELS } from '@/lib/png/pixel-counter';
import type { RegionPlan } from '../model/sharp-region';
import { workingSize } from '../model/working-size';
import type { ComparedImages } from './compared-images';
import { SETTLE_MS, SharpRegionLoader } from './sharp-region-loader';

const native = { width: 20_000, height: 20_000 };
const work = workingSize(native);
const f = work.width / native.width;
const panel = { width: 1280, height: 800 };

/** The view at `scale` with page pixel (px, py) in the panel's top-left corner. */
const at = (scale: number, px: number, py: number, devicePixelRatio = 1) => ({
  panel,
  devicePixelRatio,
  viewport: { scale, x: -px * f * scale, y: -py * f * scale },
});

/**
 * A comparison whose regions count their pixels like the real one: both versions' buffers
 * and the difference (3), a fourth while they become bitmaps, then the three bitmaps.
 */
function fakeComparison() {
  const counter = createPixelCounter();
  counter.add(3 * work.width * work.height);
  const decoded: RegionPlan[] = [];
  const decodeRegion = async (plan: RegionPlan, signal: AbortSignal): Promise<ComparedImages> => {
    const pixels = plan.width * plan.height;
    decoded.push(plan);
    counter.add(4 * pixels);
    await Promise.resolve();
    counter.remove(pixels);
    if (signal.aborted) {
      counter.remove(3 * pixels);
      throw new DOMException('cancelled', 'AbortError');
    }
    const bitmap = {} as ImageBitmap;
    const diff = { width: plan.width, height: plan.height, mask: new Uint8Array(0), changed: 0 };
    const size = { width: plan.width, height: plan.height };
    let open = true;
    const close = () => {
      if (open) counter.remove(3 * pixels);
      open = false;
    };
    return { size, before: bitmap, after: bitmap, difference: bitmap, diff, close };
  };
  return { comparison: { size: work, native, decodeRegion }, counter, decoded };
}

describe('the sharp region loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('decodes once the zoomed view settles, and drops the region when zoomed out', async () => {
    const { comparison, decoded } = fakeComparison();
    const loader = new SharpRegionLoader(comparison);
    loader.update(at(10, 9000, 9000));
    // A zoom gesture: only where it ends is decoded.
    loader.update(at(10, 9100, 9100));
    expect(loader.current).toBeNull();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(decoded).toHaveLength(1);
    expect(loader.current?.plan.source).toMatchObject({ width: 1920, height: 1200 });
    expect(loader.current?.plan.density).toBe(1);
    loader.update(at(0.04, 0, 0));
    expect(loader.current).toBeNull();
    loader.dispose();
  });

  it('keeps a region while the view pans inside it', async () => {
    const { comparison, decoded } = fakeComparison();
    const loader = new SharpRegionLoader(comparison);
    loader.update(at(10, 9000, 9000));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    loader.update(at(10, 9100, 8900));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(decoded).toHaveLength(1);
    loader.dispose();
  });

  it.each([
    ['a laptop', { width: 1280, height: 800 }, 1],
    ['a phone', { width: 390, height: 700 }, 3],
    ['a 4K screen', { width: 1920, height: 1080 }, 2],
  ])(
    'never holds more than 32 MP on %s, zooming and panning across the page',
    async (_, screen, dpr) => {
      const { comparison, counter } = fakeComparison();
      const loader = new SharpRegionLoader(comparison);
      const view = (scale: number, p: number) => ({ ...at(scale, p, p, dpr), panel: screen });
      for (const [scale, p] of [
        [2, 1000],
        [4, 1200],
        [10, 1300],
        [10, 9000],
        [3, 15_000],
        [0.5, 0],
        [10, 19_000],
      ] as const) {
        loader.update(view(scale, p));
        await vi.advanceTimersByTimeAsync(SETTLE_MS);
        // Sharper than the working images only where they are enlarged on screen.
        expect(loader.current !== null).toBe(scale * dpr > 1);
      }
      expect(counter.peak()).toBeLessThanOrEqual(MAX_DECODED_PIXELS);
      loader.dispose();
      // Only the working images are left.
      expect(counter.current()).toBe(3 * work.width * work.height);
    },
  );
});
