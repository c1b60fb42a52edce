import type { PixelRect } from './regions';

/**
 * RGBA pixels in the layout of `ImageData` (4 bytes per pixel, row by row), so the same code
 * runs on canvas pixels in the browser and on plain arrays in tests.
 *
 * Invariant: `data.length === width * height * 4`.
 */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * Which pixels differ between two versions of the same size: one byte per pixel, 1 where a
 * colour channel moved more than the threshold.
 *
 * Invariant: `mask.length === width * height`; `changed` counts the ones in `mask`.
 */
export interface DifferenceMask {
  width: number;
  height: number;
  mask: Uint8Array;
  changed: number;
}

/**
 * How far (0..255) a channel must move before a pixel counts as changed. High enough to
 * ignore anti-aliasing and JPEG noise between two exports of the same artwork, low enough
 * to catch a changed digit in body text.
 */
export const DEFAULT_THRESHOLD = 40;

/** Raised when two pixel buffers cannot be compared pixel by pixel. */
export class SizeMismatchError extends Error {
  override readonly name = 'SizeMismatchError';
}

function assertPixels(p: Pixels): void {
  if (p.data.length !== p.width * p.height * 4) {
    throw new SizeMismatchError(`Expected ${p.width * p.height * 4} bytes, got ${p.data.length}.`);
  }
}

/** Alpha-weighted on white, so a transparent pixel equals a white one as it looks on paper. */
function onWhite(value: number, alpha: number): number {
  return (value * alpha + 255 * (255 - alpha)) / 255;
}

/**
 * Compares `before` and `after` pixel by pixel. Both must have the same size: callers draw
 * both versions into the same working size first (the normalized page is what annotations
 * point at, so a version exported at another resolution still lines up).
 */
export function differenceMask(
  before: Pixels,
  after: Pixels,
  threshold = DEFAULT_THRESHOLD,
): DifferenceMask {
  assertPixels(before);
  assertPixels(after);
  if (before.width !== after.width || before.height !== after.height) {
    throw new SizeMismatchError(
      `Cannot compare ${before.width}x${before.height} with ${after.width}x${after.height}.`,
    );
  }
  const count = before.width * before.height;
  const mask = new Uint8Array(count);
  const a = before.data;
  const b = after.data;
  let changed = 0;
  for (let i = 0; i < count; i += 1) {
    const o = i * 4;
    const alphaA = a[o + 3] ?? 255;
    const alphaB = b[o + 3] ?? 255;
    let moved = false;
    for (let c = 0; c < 3 && !moved; c += 1) {
      const delta = onWhite(a[o + c] ?? 0, alphaA) - onWhite(b[o + c] ?? 0, alphaB);
      moved = Math.abs(delta) > threshold;
    }
    if (moved) {
      mask[i] = 1;
      changed += 1;
    }
  }
  return { width: before.width, height: before.height, mask, changed };
}

/** The colour changed pixels are painted in: magenta stands out on most packaging artwork. */
export const HIGHLIGHT: readonly [number, number, number] = [230, 0, 126];

/**
 * The difference view: `base` faded to a light grey so the artwork stays recognisable, with
 * every changed pixel of `diff` painted solid in {@link HIGHLIGHT}.
 */
export function highlightDifference(
  base: Pixels,
  diff: DifferenceMask,
): Pixels & { data: Uint8ClampedArray<ArrayBuffer> } {
  assertPixels(base);
  if (base.width !== diff.width || base.height !== diff.height) {
    throw new SizeMismatchError('The base image and the mask differ in size.');
  }
  const out = new Uint8ClampedArray(base.data.length);
  const src = base.data;
  for (let i = 0; i < diff.mask.length; i += 1) {
    const o = i * 4;
    if (diff.mask[i] === 1) {
      out[o] = HIGHLIGHT[0];
      out[o + 1] = HIGHLIGHT[1];
      out[o + 2] = HIGHLIGHT[2];
    } else {
      const alpha = src[o + 3] ?? 255;
      const grey =
        0.299 * onWhite(src[o] ?? 0, alpha) +
        0.587 * onWhite(src[o + 1] ?? 0, alpha) +
        0.114 * onWhite(src[o + 2] ?? 0, alpha);
      // Fade toward white: a quarter of the contrast is enough to find one's way.
      const faded = 255 - (255 - grey) * 0.25;
      out[o] = faded;
      out[o + 1] = faded;
      out[o + 2] = faded;
    }
    out[o + 3] = 255;
  }
  return { width: base.width, height: base.height, data: out };
}

/**
 * Share (0..1) of the pixels inside `rect` that changed; the rect is clipped to the mask
 * first, and an empty region has nothing changed (0).
 */
export function changedShare(diff: DifferenceMask, rect: PixelRect): number {
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(diff.width, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(diff.height, Math.ceil(rect.y + rect.height));
  if (x1 <= x0 || y1 <= y0) return 0;
  let changed = 0;
  for (let y = y0; y < y1; y += 1) {
    const row = y * diff.width;
    for (let x = x0; x < x1; x += 1) changed += diff.mask[row + x] ?? 0;
  }
  return changed / ((x1 - x0) * (y1 - y0));
}

/** Share (0..1) of the whole page that changed. */
export function changedShareOfPage(diff: DifferenceMask): number {
  const total = diff.width * diff.height;
  return total === 0 ? 0 : diff.changed / total;
}
