import { type DensitySource, readDensity } from '@/lib/image-density';
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

export type ScaleSource = 'pdf' | DensitySource;

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

const MM_PER_POINT = 25.4 / 72;

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

/**
 * Millimetres per pixel of a page bitmap from its own header (a PNG's pHYs, a JPEG's density):
 * what the barcode panel needs, which reads the bitmap itself rather than the original. `head`
 * is the file's first bytes (64 KB is plenty). Null when the bitmap states no resolution.
 */
export function bitmapMmPerPixel(head: Uint8Array): number | null {
  const density = readDensity(head);
  return density && density.perMmX > 0 ? 1 / density.perMmX : null;
}
