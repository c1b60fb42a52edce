/**
 * The PDF render benchmark page: one document, page 1, drawn at fit width by the app's pdf
 * path (src/lib/pdf: openPdf + renderPage) and by pdf.js itself (page.render into a canvas),
 * in the same build and the same browser. The runner calls `pdfRenderBench.render(kind)`
 * alternately and compares the times. `fresh` draws into a new canvas, as a viewer opening
 * the page does; otherwise into the canvas that already shows it, as a zoom change does.
 */
import * as pdfjs from 'pdfjs-dist';
import { fitWidthZoom, openPdf, type PdfDocument } from '@/lib/pdf';

type Kind = 'ours' | 'baseline';

interface RenderResult {
  ms: number;
  width: number;
  height: number;
}

interface PdfRenderBench {
  /** Opens the document both ways; resolves to the fit-width zoom used. */
  setup(url: string): Promise<{ zoom: number; pageWidth: number; containerWidth: number }>;
  render(kind: Kind, fresh: boolean): Promise<RenderResult>;
}

declare global {
  interface Window {
    pdfRenderBench?: PdfRenderBench;
  }
}

function canvasIn(id: string): HTMLCanvasElement {
  const holder = document.getElementById(id);
  // Free the previous canvas' pixels now, not at some garbage collection mid-measurement.
  for (const old of holder?.querySelectorAll('canvas') ?? []) {
    old.width = 0;
    old.height = 0;
  }
  const canvas = document.createElement('canvas');
  holder?.replaceChildren(canvas);
  return canvas;
}

let oursCanvas = canvasIn('ours');
let baselineCanvas = canvasIn('baseline');
let ours: PdfDocument | null = null;
let baselinePage: pdfjs.PDFPageProxy | null = null;
let zoom = 1;

async function setup(url: string) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  ours = await openPdf(bytes).promise;
  // The app's wrapper has set the worker up by now; pdf.js direct uses the same one.
  pdfjs.GlobalWorkerOptions.workerSrc ||= new URL(
    'pdfjs-dist/build/pdf.worker.min.mjs',
    import.meta.url,
  ).toString();
  const doc = await pdfjs.getDocument({ data: bytes.slice() }).promise;
  baselinePage = await doc.getPage(1);
  const pageWidth = (await ours.pageSize(0)).width;
  const containerWidth = document.body.clientWidth - 32;
  zoom = fitWidthZoom(pageWidth, containerWidth);
  return { zoom, pageWidth, containerWidth };
}

async function renderBaseline(): Promise<void> {
  if (!baselinePage) throw new Error('setup() first');
  const ratio = globalThis.devicePixelRatio || 1;
  const viewport = baselinePage.getViewport({ scale: zoom * ratio });
  baselineCanvas.width = Math.floor(viewport.width);
  baselineCanvas.height = Math.floor(viewport.height);
  baselineCanvas.style.width = `${baselineCanvas.width / ratio}px`;
  baselineCanvas.style.height = `${baselineCanvas.height / ratio}px`;
  await baselinePage.render({ canvas: baselineCanvas, viewport }).promise;
}

async function render(kind: Kind, fresh: boolean): Promise<RenderResult> {
  if (!ours) throw new Error('setup() first');
  if (fresh && kind === 'ours') oursCanvas = canvasIn('ours');
  if (fresh && kind === 'baseline') baselineCanvas = canvasIn('baseline');
  const canvas = kind === 'ours' ? oursCanvas : baselineCanvas;
  const start = performance.now();
  if (kind === 'ours') await ours.renderPage(0, oursCanvas, zoom).promise;
  else await renderBaseline();
  const ms = performance.now() - start;
  return { ms, width: canvas.width, height: canvas.height };
}

window.pdfRenderBench = { setup, render };
