import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { canvasFactoryOf } from './pdfjs-canvas-factory';
import { honourMaskFilters, MaskFilterFactory } from './pdfjs-mask-filters';
import { lazyPdfOpener, type PdfjsEnvironment } from './pdfjs-document';
import { browserContextOf } from './raster-browser';

/** pdf.js's scratch canvases as OffscreenCanvas, so rendering also works where there is no document (workers). */
const OffscreenCanvasFactory = canvasFactoryOf((width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return { canvas, context: context && honourMaskFilters(context) };
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
    // OffscreenCanvas cannot use pdf.js's SVG filters (no document): soft masks go through ours.
    params: { CanvasFactory: OffscreenCanvasFactory, FilterFactory: MaskFilterFactory },
    contextOf: browserContextOf,
  };
}

/** Opens a PDF with pdf.js in the browser; pdf.js is imported on the first call. */
export const openBrowserPdf = lazyPdfOpener(loadEnvironment);
