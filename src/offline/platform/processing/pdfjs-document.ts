import type * as Pdfjs from 'pdfjs-dist';
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api';
import {
  PdfOpenError,
  type PdfDocumentHandle,
  type PdfPageHandle,
  type RasterSurface,
} from './types';

/** What an environment's pdf.js module gives the shared document wrapper. */
export interface PdfjsEnvironment {
  lib: typeof Pdfjs;
  /**
   * getDocument options of this environment (fonts, cmaps, canvas factory); data and the
   * options every environment shares are added per call.
   */
  params: Omit<DocumentInitParameters, 'data' | 'url' | 'verbosity'>;
  /** The native 2D context of a surface of this environment's raster. */
  contextOf(surface: RasterSurface): unknown;
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

function wrapPage(env: PdfjsEnvironment, page: Pdfjs.PDFPageProxy): PdfPageHandle {
  // Scale 1 already applies /Rotate and UserUnit, so this is the size a person would measure.
  const natural = page.getViewport({ scale: 1 });
  return {
    width: natural.width,
    height: natural.height,
    async render(surface, scale) {
      const viewport = page.getViewport({ scale });
      await page.render({
        canvas: null,
        // pdf.js declares DOM canvas types; it draws as well on OffscreenCanvas and
        // @napi-rs/canvas contexts, which implement the same API under their own declarations.
        canvasContext: env.contextOf(surface) as CanvasRenderingContext2D,
        viewport,
      }).promise;
    },
    release: () => {
      page.cleanup();
    },
  };
}

/** Opens a PDF with an environment's pdf.js and wraps it in the engine's small handle. */
async function openPdfDocument(
  env: PdfjsEnvironment,
  bytes: Uint8Array,
): Promise<PdfDocumentHandle> {
  // pdf.js may transfer (detach) the buffer to its worker; the caller's bytes must stay usable.
  const task = env.lib.getDocument({
    ...env.params,
    // pdf.js 5.7 never compiles PDF functions with eval (the isEvalSupported option is gone).
    verbosity: env.lib.VerbosityLevel.ERRORS,
    data: bytes.slice(),
  });
  let doc: Pdfjs.PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    const message = error instanceof Error ? error.message : 'unreadable PDF';
    throw new PdfOpenError(isPasswordError(error) ? 'password' : 'invalid', message);
  }
  return {
    pageCount: doc.numPages,
    getPage: async (index) => wrapPage(env, await doc.getPage(index + 1)),
    destroy: () => task.destroy(),
  };
}

/** A PDF opener whose environment, and with it pdf.js, loads on the first call. */
export function lazyPdfOpener(
  load: () => Promise<PdfjsEnvironment>,
): (bytes: Uint8Array) => Promise<PdfDocumentHandle> {
  let environment: Promise<PdfjsEnvironment> | undefined;
  return async (bytes) => {
    environment ??= load();
    return openPdfDocument(await environment, bytes);
  };
}
