import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { canvasFactoryOf } from './pdfjs-canvas-factory';
import { lazyPdfOpener, type PdfjsEnvironment } from './pdfjs-document';
import { browserContextOf } from './raster-browser';

/** pdf.js's scratch canvases as OffscreenCanvas, so rendering also works where there is no document (workers). */
const OffscreenCanvasFactory = canvasFactoryOf((width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
});

async function loadEnvironment(): Promise<PdfjsEnvironment> {
  const lib = await import('pdfjs-dist');
  // The app's own pdf.js wrapper may have set up the worker already; both use the same file.
  if (!lib.GlobalWorkerOptions.workerSrc && !lib.GlobalWorkerOptions.workerPort) {
    lib.GlobalWorkerOptions.workerSrc = workerUrl;
  }
  return {
    lib,
    // Without standard font files, pdf.js draws non-embedded fonts with the system's fonts.
    params: { CanvasFactory: OffscreenCanvasFactory },
    contextOf: browserContextOf,
  };
}

/** Opens a PDF with pdf.js in the browser; pdf.js is imported on the first call. */
export const openBrowserPdf = lazyPdfOpener(loadEnvironment);
