import { openCmykSource } from '@/lib/cmyk/cmyk-source';
import { inkViewOf } from '@/lib/cmyk/ink-view-file';
import { encodeRgbaPng, FormatError, type RgbaPage } from './formats/pixels';
import { decodePsdComposite, readPsdHeader } from './formats/psd';
import { prepareSvg } from './formats/svg';
import { decodeTiffPage, tiffPageSizes } from './formats/tiff';
import { bitmapTooLarge } from './messages';
import { processBitmap } from './process-bitmap';
import { makeThumbnail } from './thumbnail';
import type { ProcessedPage, ProcessingLimits, ProcessingResult, Raster } from './types';

const NAMES = { tif: 'TIFF', psd: 'Photoshop', svg: 'SVG' } as const;

function failure(format: keyof typeof NAMES, error: unknown): ProcessingResult {
  if (!(error instanceof FormatError)) throw error;
  return {
    ok: false,
    statusMessage: `The ${NAMES[format]} file could not be converted: ${error.message}.`,
  };
}

function tooLarge(
  size: { width: number; height: number },
  limits: ProcessingLimits,
): string | null {
  return size.width > limits.maxBitmapSide || size.height > limits.maxBitmapSide
    ? bitmapTooLarge(size.width, size.height, limits.maxBitmapSide)
    : null;
}

/**
 * The reduced ink raster of a CMYK page (TIFF with Photometric 5, PSD in CMYK mode), or
 * undefined for any other page or a layout the plate reader does not take (the colour tool
 * then says so from the original, as before).
 */
function cmykInkView(bytes: Uint8Array, page: number): Uint8Array | undefined {
  try {
    const source = openCmykSource(bytes, page);
    return source ? inkViewOf(source) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Pages decoded one at a time (only one page's pixels alive at once): each becomes its PNG
 * directly; only the first is also decoded by the raster, for the thumbnail. A CMYK page
 * also gets its ink view, read from the original's own inks.
 */
async function pagesOf(
  count: number,
  decode: (index: number) => RgbaPage,
  fileType: string,
  raster: Raster,
  limits: ProcessingLimits,
  inkView: (index: number) => Uint8Array | undefined = () => undefined,
): Promise<ProcessingResult> {
  const pages: ProcessedPage[] = [];
  let thumbnail: Uint8Array | null = null;
  for (let i = 0; i < count; i++) {
    const decoded = decode(i);
    const png = await encodeRgbaPng(decoded);
    pages.push({ png, width: decoded.width, height: decoded.height, inkView: inkView(i) });
    if (!thumbnail) {
      const image = await raster.decodeImage(png);
      try {
        thumbnail = await makeThumbnail(raster, image, limits);
      } finally {
        image.release();
      }
    }
  }
  if (!thumbnail) return { ok: false, statusMessage: 'The file has no pages.' };
  return { ok: true, fileType, pages, thumbnail };
}

/** Every page of a TIFF becomes a page (8/16 bit, grey, RGB, palette, CMYK; none, LZW, Deflate, PackBits). */
export async function processTiff(
  bytes: Uint8Array,
  fileType: string,
  raster: Raster,
  limits: ProcessingLimits,
): Promise<ProcessingResult> {
  try {
    const sizes = tiffPageSizes(bytes);
    if (!sizes.length) return { ok: false, statusMessage: 'The TIFF file has no pages.' };
    for (const size of sizes) {
      const refusal = tooLarge(size, limits);
      if (refusal) return { ok: false, statusMessage: refusal };
    }
    return await pagesOf(
      sizes.length,
      (i) => decodeTiffPage(bytes, i),
      fileType,
      raster,
      limits,
      (i) => cmykInkView(bytes, i),
    );
  } catch (error) {
    return failure('tif', error);
  }
}

/** The composite image of a PSD or PSB becomes one page. */
export async function processPsd(
  bytes: Uint8Array,
  fileType: string,
  raster: Raster,
  limits: ProcessingLimits,
): Promise<ProcessingResult> {
  try {
    const refusal = tooLarge(readPsdHeader(bytes), limits);
    if (refusal) return { ok: false, statusMessage: refusal };
    return await pagesOf(
      1,
      () => decodePsdComposite(bytes),
      fileType,
      raster,
      limits,
      (i) => cmykInkView(bytes, i),
    );
  } catch (error) {
    return failure('psd', error);
  }
}

/** An SVG becomes one page, sanitized and rendered with its aspect ratio (longest side 2,000 px). */
export async function processSvg(
  bytes: Uint8Array,
  fileType: string,
  raster: Raster,
  limits: ProcessingLimits,
): Promise<ProcessingResult> {
  let prepared;
  try {
    prepared = prepareSvg(bytes, limits.maxRenderSide);
  } catch (error) {
    return failure('svg', error);
  }
  const image = await raster.decodeImage(prepared.svg).catch(() => null);
  if (!image)
    return {
      ok: false,
      statusMessage:
        'The SVG file could not be drawn: it may be damaged or use features the renderer lacks. Export it again (or as PDF) and upload the new file.',
    };
  try {
    const surface = raster.createSurface(prepared.width, prepared.height);
    try {
      surface.drawImage(image, 0, 0, prepared.width, prepared.height);
      const png = await surface.encodePng();
      return await processBitmap(png, fileType, raster, limits);
    } finally {
      surface.release();
    }
  } finally {
    image.release();
  }
}
