import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, DOMMatrix, ImageData, Path2D } from '@napi-rs/canvas';
import { canvasFactoryOf } from './pdfjs-canvas-factory';
import { honourMaskFilters, MaskFilterFactory } from './pdfjs-mask-filters';
import { lazyPdfOpener, type PdfjsEnvironment } from './pdfjs-document';
import { nodeContextOf } from './raster-node';

/**
 * pdf.js's scratch canvases, from the same @napi-rs/canvas as the page surfaces: pdf.js
 * ships its own copy of the package, and mixing objects of two copies crashes the process.
 */
const NapiCanvasFactory = canvasFactoryOf((width, height) => {
  const canvas = createCanvas(width, height);
  return { canvas, context: honourMaskFilters(canvas.getContext('2d')) };
});

async function loadEnvironment(): Promise<PdfjsEnvironment> {
  // pdf.js polyfills these globals from its own @napi-rs/canvas copy unless they exist;
  // they must come from ours, whose canvases it draws on (see NapiCanvasFactory).
  Object.assign(globalThis, { DOMMatrix, ImageData, Path2D });
  const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // Node has no workers for pdf.js: running the worker code in this thread is its "fake worker".
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  Object.assign(globalThis, { pdfjsWorker: worker });
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    lib,
    params: {
      standardFontDataUrl: join(root, 'standard_fonts') + '/',
      cMapUrl: join(root, 'cmaps') + '/',
      cMapPacked: true,
      wasmUrl: join(root, 'wasm') + '/',
      iccUrl: join(root, 'iccs') + '/',
      CanvasFactory: NapiCanvasFactory,
      FilterFactory: MaskFilterFactory,
    },
    contextOf: nodeContextOf,
  };
}

/** Opens a PDF with pdf.js's legacy build in Node; pdf.js is imported on the first call. */
export const openNodePdf = lazyPdfOpener(loadEnvironment);
