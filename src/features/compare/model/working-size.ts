import type { PixelSize } from './regions';

/**
 * Pixel budget of the images the compare view decodes and compares (each of the two
 * versions and the difference): well under the app's 16-megapixel canvas limit, and sharp
 * enough for a 1:1 look at typical label and carton artwork.
 */
export const WORK_PIXELS = 4_000_000;

/** The size both versions are decoded to: the older version's size, shrunk to the budget. */
export function workingSize(native: PixelSize, budget = WORK_PIXELS): PixelSize {
  const area = native.width * native.height;
  const factor = area <= budget ? 1 : Math.sqrt(budget / area);
  return {
    width: Math.max(1, Math.floor(native.width * factor)),
    height: Math.max(1, Math.floor(native.height * factor)),
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function uint32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) |
      ((bytes[at + 1] ?? 0) << 16) |
      ((bytes[at + 2] ?? 0) << 8) |
      (bytes[at + 3] ?? 0)) >>>
    0
  );
}

/**
 * The size in a PNG header (the service converts every page to PNG), read without decoding:
 * a 10,000 x 10,000 page must not be decoded whole just to learn how far to shrink it.
 */
export function pngSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  // IHDR is always the first chunk: length(4) "IHDR"(4) width(4) height(4).
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const size = { width: uint32(bytes, 16), height: uint32(bytes, 20) };
  return size.width > 0 && size.height > 0 ? size : null;
}
