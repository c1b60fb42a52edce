import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { openPdfDocument, type PdfjsEnvironment } from './pdfjs-document';
import { browserContextOf } from './raster-browser';
import type { PdfDocumentHandle } from './types';

interface CanvasEntry {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

/** pdf.js's scratch canvases as OffscreenCanvas, so rendering also works where there is no document (workers). */
class OffscreenCanvasFactory {
  create(width: number, height: number): CanvasEntry {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }

  reset(entry: CanvasEntry, width: number, height: number): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    entry.canvas.width = width;
    entry.canvas.height = height;
  }

  destroy(entry: CanvasEntry): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    entry.canvas.width = 1;
    entry.canvas.height = 1;
    entry.canvas = null;
    entry.context = null;
  }
}

let environment: Promise<PdfjsEnvironment> | undefined;

async function loadEnvironment(): Promise<PdfjsEnvironment> {
  const lib = await import('pdfjs-dist');
  // The app's own pdf.js wrapper may have set up the worker already; both use the same file.
  if (!lib.GlobalWorkerOptions.workerSrc && !lib.GlobalWorkerOptions.workerPort) {
    lib.GlobalWorkerOptions.workerSrc = workerUrl;
  }
  return {
    lib,
    // Without standard font files, pdf.js draws non-embedded fonts with the system's fonts.
    params: {
      CanvasFactory: OffscreenCanvasFactory,
      isEvalSupported: false,
      verbosity: lib.VerbosityLevel.ERRORS,
    },
    renderTarget: (surface) => ({
      canvas: null,
      // pdf.js declares HTMLCanvasElement contexts but draws on OffscreenCanvas ones as well.
      canvasContext: browserContextOf(surface) as unknown as CanvasRenderingContext2D,
    }),
  };
}

/** Opens a PDF with pdf.js in the browser; pdf.js is imported on the first call. */
export async function openBrowserPdf(bytes: Uint8Array): Promise<PdfDocumentHandle> {
  environment ??= loadEnvironment();
  return openPdfDocument(await environment, bytes);
}
