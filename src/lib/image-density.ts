import { readJpegHeader } from '@/lib/jpeg/jpeg-header';
import type { PngResolution } from '@/lib/png/png-phys';

/**
 * The resolution an image file states for itself, read from its header by its signature: a
 * PNG's pHYs, a TIFF's X/YResolution, a JPEG's JFIF density or EXIF resolution, a PSD's
 * ResolutionInfo. Pure: no I/O, no DOM. The review tool's measure takes a page's physical
 * scale from it, and processing carries it into the page bitmap it writes.
 */

export type DensitySource = 'png' | 'tiff' | 'jpeg-jfif' | 'jpeg-exif' | 'psd';

const MM_PER_INCH = 25.4;

/** Resolution of the original in pixels per millimetre, and its pixel size. */
export interface Density {
  perMmX: number;
  perMmY: number;
  width: number;
  height: number;
  source: DensitySource;
}

/** The original's own resolution, by its signature; null when it has none or is not readable. */
export function readDensity(bytes: Uint8Array, page = 0): Density | null {
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
      return pngDensity(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegDensity(bytes);
    if ((bytes[0] === 0x49 && bytes[1] === 0x49) || (bytes[0] === 0x4d && bytes[1] === 0x4d))
      return tiffDensity(bytes, 0, page, 'tiff');
    if (ascii(bytes, 0, 4) === '8BPS') return psdDensity(bytes);
  } catch (error) {
    if (error instanceof RangeError) return null; // cut short: no size, calibrate
    throw error;
  }
  return null;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function pngDensity(bytes: Uint8Array): Density | null {
  const view = viewOf(bytes);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (type === 'pHYs') {
      // Unit 1 is the metre; unit 0 gives only the pixels' aspect ratio.
      if (bytes[at + 16] !== 1) return null;
      const perM = (offset: number) => view.getUint32(at + 8 + offset) / 1000;
      return { perMmX: perM(0), perMmY: perM(4), width, height, source: 'png' };
    }
    if (type === 'IDAT' || type === 'IEND') return null; // pHYs must come before the data
    at += 12 + length;
  }
  return null;
}

/** Pixels per mm from a resolution and its unit (TIFF/EXIF: 2 inch, 3 cm; 1 means none). */
function perMm(value: number, unit: number): number {
  if (unit === 2) return value / MM_PER_INCH;
  if (unit === 3) return value / 10;
  return Number.NaN;
}

function tiffDensity(
  bytes: Uint8Array,
  base: number,
  page: number,
  source: DensitySource,
): Density | null {
  const view = viewOf(bytes);
  const little = bytes[base] === 0x49;
  const u16 = (at: number) => view.getUint16(base + at, little);
  const u32 = (at: number) => view.getUint32(base + at, little);
  if (u16(2) !== 42) return null;
  let ifd = u32(4);
  for (let i = 0; i < page && ifd > 0; i++) ifd = u32(ifd + 2 + u16(ifd) * 12);
  if (ifd <= 0) return null;
  const count = u16(ifd);
  let xRes = Number.NaN;
  let yRes = Number.NaN;
  let unit = 2; // TIFF's default is the inch
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    const tag = u16(entry);
    const type = u16(entry + 2);
    const short = () => (type === 3 ? u16(entry + 8) : u32(entry + 8));
    const rational = () => {
      const at = u32(entry + 8);
      const denominator = u32(at + 4);
      return denominator ? u32(at) / denominator : Number.NaN;
    };
    if (tag === 256 || tag === 0xa002) width = short();
    else if (tag === 257 || tag === 0xa003) height = short();
    else if (tag === 282) xRes = rational();
    else if (tag === 283) yRes = rational();
    else if (tag === 296) unit = short();
  }
  if (unit === 1) return null;
  return { perMmX: perMm(xRes, unit), perMmY: perMm(yRes, unit), width, height, source };
}

function jpegDensity(bytes: Uint8Array): Density | null {
  const header = readJpegHeader(bytes);
  if (!header) return null;
  const { width, height, jfif, exif } = header;
  // JFIF units: 1 dots per inch, 2 dots per cm, 0 only an aspect ratio; else EXIF's, if any.
  if (jfif && (jfif.unit === 1 || jfif.unit === 2)) {
    const unit = jfif.unit === 1 ? 2 : 3;
    return {
      perMmX: perMm(jfif.x, unit),
      perMmY: perMm(jfif.y, unit),
      width,
      height,
      source: 'jpeg-jfif',
    };
  }
  const stated = exif && tiffDensity(bytes.subarray(0, exif.end), exif.start, 0, 'jpeg-exif');
  return stated ? { ...stated, width, height } : null;
}

function psdDensity(bytes: Uint8Array): Density | null {
  const view = viewOf(bytes);
  const height = view.getUint32(14);
  const width = view.getUint32(18);
  const modeDataLength = view.getUint32(26);
  const resourcesAt = 30 + modeDataLength;
  const end = resourcesAt + 4 + view.getUint32(resourcesAt);
  let at = resourcesAt + 4;
  while (at + 12 <= end && ascii(bytes, at, 4) === '8BIM') {
    const id = view.getUint16(at + 4);
    const nameLength = bytes[at + 6] ?? 0;
    const nameSize = (nameLength + 2) & ~1; // Pascal string padded to even, length byte included
    const sizeAt = at + 6 + nameSize;
    const size = view.getUint32(sizeAt);
    const data = sizeAt + 4;
    if (id === 0x03ed) {
      // ResolutionInfo: 16.16 fixed pixels per inch (or per cm when its unit is 2).
      const h = view.getUint32(data) / 65536;
      const v = view.getUint32(data + 8) / 65536;
      const unit = view.getUint16(data + 4) === 2 ? 3 : 2;
      return { perMmX: perMm(h, unit), perMmY: perMm(v, unit), width, height, source: 'psd' };
    }
    at = data + size + (size & 1);
  }
  return null;
}

/**
 * Pixels per metre across and down (as a PNG's pHYs states them), of a file that states a
 * resolution; null when it states none or only an aspect ratio.
 */
export function readResolutionPerMetre(bytes: Uint8Array): PngResolution | null {
  const density = readDensity(bytes);
  if (!density || !(density.perMmX > 0) || !(density.perMmY > 0)) return null;
  return { x: Math.round(density.perMmX * 1000), y: Math.round(density.perMmY * 1000) };
}
