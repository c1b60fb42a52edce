/**
 * Decoded page pixels alive in this page (overviews, regions and the worker's buffers that
 * become them), so the bench and tests can check the 32-megapixel rule. Pages decoded by the
 * browser whole (the small-page path) count their full size.
 */
let current = 0;
let peak = 0;

export const decodedPixels = {
  add(pixels: number): void {
    current += pixels;
    peak = Math.max(peak, current);
  },
  remove(pixels: number): void {
    current = Math.max(0, current - pixels);
  },
  current: () => current,
  peak: () => peak,
  resetPeak(): void {
    peak = current;
  },
};

/** The rule: never more decoded pixels than this for a page, at any zoom. */
export const MAX_DECODED_PIXELS = 32_000_000;
