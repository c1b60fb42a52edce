import { MAX_CANVAS_PIXELS } from '@/lib/canvas-size';
import type { Rect, Size } from './geometry';

/** No canvas or decoded crop the viewer makes is larger than this (pixels). */
export { MAX_CANVAS_PIXELS };
/** The overview is at least this sharp on its long side (when the image is that large). */
export const MIN_OVERVIEW_SIDE = 2048;

/** The largest factor (<= 1) that brings `width x height` down to `maxPixels`. */
export function shrinkToPixels(
  width: number,
  height: number,
  maxPixels = MAX_CANVAS_PIXELS,
): number {
  const area = width * height;
  return area <= maxPixels ? 1 : Math.sqrt(maxPixels / area);
}

/**
 * The device pixel ratio a canvas of `width x height` CSS pixels may use without passing
 * {@link MAX_CANVAS_PIXELS}.
 */
export function effectivePixelRatio(
  devicePixelRatio: number,
  width: number,
  height: number,
): number {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  return ratio * shrinkToPixels(width * ratio, height * ratio);
}

/**
 * Size to decode the whole page at: sharp enough for "fit to screen" (`needed` device pixels on
 * the long side) and at least {@link MIN_OVERVIEW_SIDE}, never above the image itself nor the
 * pixel budget.
 */
export function overviewSize(native: Size, neededLongSide: number): Size {
  const longSide = Math.max(native.width, native.height);
  const target = Math.min(longSide, Math.max(MIN_OVERVIEW_SIDE, Math.ceil(neededLongSide)));
  const factor = Math.min(target / longSide, shrinkToPixels(native.width, native.height));
  return {
    width: Math.max(1, Math.round(native.width * factor)),
    height: Math.max(1, Math.round(native.height * factor)),
  };
}

/** A region of the page to decode (source pixels) and the size to decode it to. */
export interface CropPlan {
  source: Rect;
  width: number;
  height: number;
}

/**
 * What to decode for a sharp view of `visible` (page pixels) at `devicePixelsPerPagePixel`,
 * or null when the overview (`overviewPixelsPerPagePixel`) is already sharp enough. The region
 * gets a margin so small pans stay sharp, is clipped to the page and snapped to whole pixels;
 * it is never decoded above `maxDensity` (1: the image's own pixels; a vector source may go
 * further) nor above the pixel budget (`maxPixels`).
 */
export function planCrop(
  visible: Rect,
  native: Size,
  devicePixelsPerPagePixel: number,
  overviewPixelsPerPagePixel: number,
  maxDensity = 1,
  marginShare = 0.25,
  maxPixels = MAX_CANVAS_PIXELS,
): CropPlan | null {
  if (devicePixelsPerPagePixel <= overviewPixelsPerPagePixel * 1.05) return null;
  const mx = visible.width * marginShare;
  const my = visible.height * marginShare;
  const x0 = Math.max(0, Math.floor(visible.x - mx));
  const y0 = Math.max(0, Math.floor(visible.y - my));
  const x1 = Math.min(native.width, Math.ceil(visible.x + visible.width + mx));
  const y1 = Math.min(native.height, Math.ceil(visible.y + visible.height + my));
  if (x1 <= x0 || y1 <= y0) return null;
  const source = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  const density = Math.min(maxDensity, devicePixelsPerPagePixel);
  const factor =
    density * shrinkToPixels(source.width * density, source.height * density, maxPixels);
  return {
    source,
    width: Math.max(1, Math.round(source.width * factor)),
    height: Math.max(1, Math.round(source.height * factor)),
  };
}

/** Whether a decoded crop already covers `visible` at no less than `needed` density. */
export function cropCovers(
  crop: CropPlan,
  visible: Rect,
  native: Size,
  needed: number,
  maxDensity = 1,
): boolean {
  const clipped = {
    x: Math.max(0, visible.x),
    y: Math.max(0, visible.y),
    right: Math.min(native.width, visible.x + visible.width),
    bottom: Math.min(native.height, visible.y + visible.height),
  };
  const s = crop.source;
  const inside =
    clipped.x >= s.x &&
    clipped.y >= s.y &&
    clipped.right <= s.x + s.width &&
    clipped.bottom <= s.y + s.height;
  const density = crop.width / s.width;
  return inside && density >= Math.min(maxDensity, needed) * 0.95;
}

function readUint32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) |
      ((bytes[at + 1] ?? 0) << 16) |
      ((bytes[at + 2] ?? 0) << 8) |
      (bytes[at + 3] ?? 0)) >>>
    0
  );
}

function readUint16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  // IHDR is always the first chunk: length(4) "IHDR"(4) width(4) height(4).
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: readUint32(bytes, 16), height: readUint32(bytes, 20) };
}

function jpegSize(bytes: Uint8Array): Size | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = readUint16(bytes, at + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: readUint16(bytes, at + 7), height: readUint16(bytes, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The pixel size written in a PNG or JPEG header, read without decoding the image (a
 * 10,000 x 10,000 page must not be decoded whole just to learn its size). Null for other
 * formats or a truncated header.
 */
export function readImageSize(bytes: Uint8Array): Size | null {
  const size = pngSize(bytes) ?? jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/**
 * Whether an overview that still fills in from the top (`rowsLoaded` page rows; undefined
 * when whole) holds every page row `visible` shows.
 */
export function rowsCover(rowsLoaded: number | undefined, visible: Rect, page: Size): boolean {
  return (
    rowsLoaded === undefined || rowsLoaded >= Math.min(page.height, visible.y + visible.height)
  );
}
