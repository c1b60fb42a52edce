import type { Rect, Size } from '../model/geometry';

/**
 * The physical scale of a rendered page bitmap, read from the original file: a PDF or AI
 * page's own boxes, a PNG's pHYs, a TIFF's X/YResolution, a JPEG's JFIF density or EXIF
 * resolution, a PSD's ResolutionInfo. Pure: no I/O, no DOM. A file that does not say how big
 * it is gives null, and the reviewer calibrates instead.
 */

/** A PDF box in default user space (points, origin bottom-left), as the page dictionary has it. */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A PDF page's boxes (read by `readPdfBoxes`); CropBox is what the bitmap shows. */
export interface PdfPageBoxes {
  media: PdfBox;
  crop: PdfBox;
  trim: PdfBox | null;
  bleed: PdfBox | null;
  /** /Rotate, normalised to 0, 90, 180 or 270. */
  rotate: number;
  /** /UserUnit (points per user unit; 1 unless the page says otherwise). */
  userUnit: number;
}

export type ScaleSource = 'pdf' | 'png' | 'tiff' | 'jpeg-jfif' | 'jpeg-exif' | 'psd';

export interface PageScale {
  /** Millimetres one pixel of the rendered page bitmap spans, across and down. */
  mmPerPixelX: number;
  mmPerPixelY: number;
  source: ScaleSource;
  /** PDF only: the TrimBox and BleedBox in bitmap pixels (null when the page has none). */
  trim: Rect | null;
  bleed: Rect | null;
}

export interface PageScaleInput {
  /** The original file's bytes. */
  bytes: Uint8Array;
  /** Zero-based page (TIFF directories; PDF boxes are read per page by the caller). */
  page: number;
  /** Pixel size of the rendered page bitmap the reviewer sees. */
  bitmap: Size;
  /** For PDF and AI files: the page's boxes. */
  pdfBoxes?: PdfPageBoxes | null;
}

const MM_PER_INCH = 25.4;
const MM_PER_POINT = 25.4 / 72;

/** Resolution of the original in pixels per millimetre, and its pixel size. */
interface Density {
  perMmX: number;
  perMmY: number;
  width: number;
  height: number;
  source: ScaleSource;
}

export function pageScale(input: PageScaleInput): PageScale | null {
  const { bytes, bitmap } = input;
  if (bitmap.width <= 0 || bitmap.height <= 0) return null;
  if (input.pdfBoxes) return pdfScale(input.pdfBoxes, bitmap);
  const density = readDensity(bytes, input.page);
  if (!density || !(density.perMmX > 0) || !(density.perMmY > 0)) return null;
  if (density.width <= 0 || density.height <= 0) return null;
  // The bitmap may be a resized rendering of the original: scale by the pixel counts.
  return {
    mmPerPixelX: density.width / density.perMmX / bitmap.width,
    mmPerPixelY: density.height / density.perMmY / bitmap.height,
    source: density.source,
    trim: null,
    bleed: null,
  };
}

function pdfScale(boxes: PdfPageBoxes, bitmap: Size): PageScale | null {
  const { crop, rotate } = boxes;
  const unit = boxes.userUnit > 0 ? boxes.userUnit : 1;
  const turned = rotate === 90 || rotate === 270;
  const widthPt = (turned ? crop.height : crop.width) * unit;
  const heightPt = (turned ? crop.width : crop.height) * unit;
  if (!(widthPt > 0) || !(heightPt > 0)) return null;
  const pxPerPtX = bitmap.width / widthPt;
  const pxPerPtY = bitmap.height / heightPt;
  const toBitmap = (box: PdfBox | null): Rect | null => {
    if (!box) return null;
    // Page space (y up, origin at the CropBox's corner) to bitmap pixels (y down), turned.
    const left = (box.x - crop.x) * unit;
    const bottom = (box.y - crop.y) * unit;
    const w = box.width * unit;
    const h = box.height * unit;
    const cw = crop.width * unit;
    const ch = crop.height * unit;
    const r =
      rotate === 90
        ? { x: bottom, y: left, width: h, height: w }
        : rotate === 180
          ? { x: cw - left - w, y: bottom, width: w, height: h }
          : rotate === 270
            ? { x: ch - bottom - h, y: cw - left - w, width: h, height: w }
            : { x: left, y: ch - bottom - h, width: w, height: h };
    return {
      x: r.x * pxPerPtX,
      y: r.y * pxPerPtY,
      width: r.width * pxPerPtX,
      height: r.height * pxPerPtY,
    };
  };
  return {
    mmPerPixelX: MM_PER_POINT / pxPerPtX,
    mmPerPixelY: MM_PER_POINT / pxPerPtY,
    source: 'pdf',
    trim: toBitmap(boxes.trim),
    bleed: toBitmap(boxes.bleed),
  };
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
  source: ScaleSource,
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
  const view = viewOf(bytes);
  let jfif: { unit: number; x: number; y: number } | null = null;
  let exif: Density | null = null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = view.getUint16(at + 2);
    const body = at + 4;
    if (marker === 0xe0 && ascii(bytes, body, 5) === 'JFIF\0')
      jfif = {
        unit: bytes[body + 7] ?? 0,
        x: view.getUint16(body + 8),
        y: view.getUint16(body + 10),
      };
    else if (marker === 0xe1 && ascii(bytes, body, 6) === 'Exif\0\0')
      exif = tiffDensity(bytes.subarray(0, at + 2 + length), body + 6, 0, 'jpeg-exif');
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame's pixel size.
    else if (
      marker >= 0xc0 &&
      marker <= 0xcf &&
      marker !== 0xc4 &&
      marker !== 0xc8 &&
      marker !== 0xcc
    ) {
      const height = view.getUint16(body + 1);
      const width = view.getUint16(body + 3);
      // JFIF units: 1 dots per inch, 2 dots per cm, 0 only an aspect ratio.
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
      return exif && { ...exif, width, height };
    }
    at += 2 + length;
  }
  return null;
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
 * Millimetres per pixel of a page bitmap from its own header (a PNG's pHYs, a JPEG's density):
 * what the barcode panel needs, which reads the bitmap itself rather than the original. `head`
 * is the file's first bytes (64 KB is plenty). Null when the bitmap states no resolution.
 */
export function bitmapMmPerPixel(head: Uint8Array): number | null {
  const density = readDensity(head);
  return density && density.perMmX > 0 ? 1 / density.perMmX : null;
}
