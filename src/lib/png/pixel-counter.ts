/** The rule: never more decoded pixels than this for a page, at any zoom. */
export const MAX_DECODED_PIXELS = 32_000_000;

/**
 * Decoded page pixels alive in one view (bitmaps, canvases and the worker buffers that
 * become them), so benches and tests can check the {@link MAX_DECODED_PIXELS} rule.
 */
export interface PixelCounter {
  add(pixels: number): void;
  remove(pixels: number): void;
  current(): number;
  /** The most alive at once since the last `resetPeak`. */
  peak(): number;
  resetPeak(): void;
}

export function createPixelCounter(): PixelCounter {
  let current = 0;
  let peak = 0;
  return {
    add(pixels) {
      current += pixels;
      peak = Math.max(peak, current);
    },
    remove(pixels) {
      current = Math.max(0, current - pixels);
    },
    current: () => current,
    peak: () => peak,
    resetPeak() {
      peak = current;
    },
  };
}
