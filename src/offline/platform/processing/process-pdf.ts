import { pdfRenderScale, pointsToMetres, renderedSize } from './limits';
import { pdfPageTooLarge } from './messages';
import { makeThumbnail } from './thumbnail';
import {
  PdfOpenError,
  type PdfDocumentHandle,
  type ProcessedPage,
  type ProcessingLimits,
  type ProcessingResult,
  type Raster,
} from './types';

function openFailure(error: unknown): ProcessingResult {
  if (error instanceof PdfOpenError && error.reason === 'password') {
    return {
      ok: false,
      statusMessage:
        'The PDF is password-protected: remove the password (or export an unprotected copy) and upload it again.',
    };
  }
  return {
    ok: false,
    statusMessage:
      'The PDF could not be read: the file may be damaged or incomplete. Export it again and upload the new file.',
  };
}

/** Checks every page's physical size before any rendering, so an oversized page costs no pixels. */
async function findOversizedPage(
  doc: PdfDocumentHandle,
  limits: ProcessingLimits,
): Promise<string | null> {
  for (let i = 0; i < doc.pageCount; i++) {
    const page = await doc.getPage(i);
    const widthM = pointsToMetres(page.width);
    const heightM = pointsToMetres(page.height);
    page.release();
    if (widthM > limits.maxPdfPageMetres || heightM > limits.maxPdfPageMetres) {
      return pdfPageTooLarge(i + 1, widthM, heightM, limits.maxPdfPageMetres);
    }
  }
  return null;
}

/**
 * Renders every page of a PDF to PNG, one page at a time so that only one page bitmap is
 * alive at once; the thumbnail comes from page 0.
 */
export async function processPdf(
  bytes: Uint8Array,
  fileType: string,
  raster: Raster,
  limits: ProcessingLimits,
): Promise<ProcessingResult> {
  let doc: PdfDocumentHandle;
  try {
    doc = await raster.openPdf(bytes);
  } catch (error) {
    return openFailure(error);
  }
  try {
    if (doc.pageCount === 0) return { ok: false, statusMessage: 'The PDF has no pages.' };
    const oversized = await findOversizedPage(doc, limits);
    if (oversized) return { ok: false, statusMessage: oversized };
    const pages: ProcessedPage[] = [];
    let thumbnail: Uint8Array | null = null;
    for (let i = 0; i < doc.pageCount; i++) {
      const page = await doc.getPage(i);
      try {
        const scale = pdfRenderScale(page.width, page.height, limits);
        const size = renderedSize(page.width, page.height, scale);
        const surface = raster.createSurface(size.width, size.height);
        try {
          await page.render(surface, scale);
          pages.push({ png: await surface.encodePng(), ...size });
          thumbnail ??= await makeThumbnail(raster, surface, limits);
        } finally {
          surface.release();
        }
      } finally {
        page.release();
      }
    }
    if (!thumbnail) return { ok: false, statusMessage: 'The PDF has no pages.' };
    return { ok: true, fileType, pages, thumbnail };
  } finally {
    await doc.destroy();
  }
}
