import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  createCanvas,
  DOMMatrix,
  ImageData,
  Path2D,
  type Canvas,
  type SKRSContext2D,
} from '@napi-rs/canvas';
import { openPdfDocument, type PdfjsEnvironment } from './pdfjs-document';
import { nodeContextOf } from './raster-node';
import type { PdfDocumentHandle } from './types';

interface CanvasEntry {
  canvas: Canvas | null;
  context: SKRSContext2D | null;
}

/**
 * pdf.js's scratch canvases, from the same @napi-rs/canvas as the page surfaces: pdf.js
 * ships its own copy of the package, and mixing objects of two copies crashes the process.
 */
class NapiCanvasFactory {
  create(width: number, height: number): CanvasEntry {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = createCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
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
      isEvalSupported: false,
      verbosity: lib.VerbosityLevel.ERRORS,
    },
    renderTarget: (surface) => ({
      canvas: null,
      // pdf.js declares DOM canvas types; in Node it draws on @napi-rs/canvas, whose context
      // implements the same API under its own declarations.
      canvasContext: nodeContextOf(surface) as unknown as CanvasRenderingContext2D,
    }),
  };
}

/** Opens a PDF with pdf.js's legacy build in Node; pdf.js is imported on the first call. */
export async function openNodePdf(bytes: Uint8Array): Promise<PdfDocumentHandle> {
  environment ??= loadEnvironment();
  return openPdfDocument(await environment, bytes);
}
