/**
 * The vector zoom benchmark page: the review canvas in vector mode (editor, ReviewCanvas,
 * StaticScene, vectorPageImages over src/lib/pdf) on page 1 of a PDF, against pdf.js'
 * page.render of the same visible area at the same scale into a canvas the size of the view.
 * The Node driver (bench/vector-zoom.ts) calls `vectorZoomBench` alternately.
 */
import * as pdfjs from 'pdfjs-dist';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { PageImages } from '@/features/review/canvas/page-images';
import { ReviewCanvas } from '@/features/review/canvas/review-canvas';
import type { StaticScene } from '@/features/review/canvas/static-scene';
import { vectorPageImages } from '@/features/review/canvas/vector-images';
import { ReviewEditor } from '@/features/review/editor/review-editor';
import { createDraftStore } from '@/features/review/model/drafts';
import type { Viewport } from '@/features/review/model/viewport';
import { openPdf, type PdfDocument } from '@/lib/pdf';

/** The page bitmap's resolution, as the offline service renders PDF pages (limits.ts). */
const PAGE_DPI = 150;
const VIEW = { width: 1280, height: 720 };

/** A zoom change: the view's scale (CSS px per page px) and the page point at its centre. */
export interface Target {
  scale: number;
  cx: number;
  cy: number;
}

interface Result {
  ms: number;
  /** Device pixels pdf.js was asked to fill (ours: the region, baseline: the view). */
  renderedPixels: number;
  /** Ours: from settle to the region's pixels back from pdf.js (the rest is drawing them). */
  decodeMs?: number;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The next frame, with `canvas`' pixels made: Chromium records 2D drawing and rasterizes it
 * later (when painting, or when another canvas draws this one), so a frame callback alone would
 * stop the clock before pdf.js' drawing is done on one side and after it on the other. Reading
 * one pixel makes both sides pay for their drawing before the clock stops.
 */
async function shown(canvas: HTMLCanvasElement | null | undefined): Promise<void> {
  await nextFrame();
  canvas?.getContext('2d')?.getImageData(VIEW.width / 2, VIEW.height / 2, 1, 1);
}

let editor: ReviewEditor | null = null;
let scene: StaticScene | null = null;
let onSharp: () => void = () => undefined;
let baselinePage: pdfjs.PDFPageProxy | null = null;
let baselineCanvas: HTMLCanvasElement | null = null;
let pageSize = { width: 0, height: 0 };
let pointsPerPagePixel = 1;
let regionPixels = 0;
let decodedAt = 0;

/** The page bitmap the service would have made: the whole page at PAGE_DPI. */
async function pageBitmap(pdf: PdfDocument) {
  const points = await pdf.pageSize(0);
  const k = PAGE_DPI / 72;
  const size = { width: Math.round(points.width * k), height: Math.round(points.height * k) };
  // renderRegion may hand back a larger canvas (the page at its top left): cut it to the page.
  const scratch = document.createElement('canvas');
  await pdf.renderRegion(0, scratch, k, { x: 0, y: 0, ...size }).promise;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(scratch, 0, 0);
  scratch.width = 0;
  scratch.height = 0;
  return { canvas, size, pointsPerPagePixel: points.width / size.width };
}

function bitmapImages(overview: HTMLCanvasElement, size: typeof pageSize): PageImages {
  return {
    size,
    overview,
    kind: 'bitmap',
    maxDensity: 1,
    decodeRegion: () => Promise.reject(new Error('not used: the vector images decode regions')),
    onOverviewChange: () => () => undefined,
    refine: () => undefined,
    ready: Promise.resolve(),
    dispose: () => undefined,
  };
}

function viewportFor(target: Target): Viewport {
  return {
    scale: target.scale,
    x: VIEW.width / 2 - target.cx * target.scale,
    y: VIEW.height / 2 - target.cy * target.scale,
  };
}

async function setup(url: string) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const pdf = await openPdf(bytes).promise;
  const bitmap = await pageBitmap(pdf);
  pageSize = bitmap.size;
  pointsPerPagePixel = bitmap.pointsPerPagePixel;
  const vector = await vectorPageImages(bitmapImages(bitmap.canvas, pageSize), pdf, 0);
  // Counts what pdf.js is asked to fill on our side (the region's size), without changing it.
  const images: PageImages = {
    ...vector,
    get overview() {
      return vector.overview;
    },
    decodeRegion(plan, signal) {
      regionPixels = plan.width * plan.height;
      return vector.decodeRegion(plan, signal).then((region) => {
        decodedAt = performance.now();
        return region;
      });
    },
  };

  const container = document.getElementById('ours') as HTMLDivElement;
  editor = new ReviewEditor({
    pageCount: 1,
    canAnnotate: false,
    drafts: createDraftStore(null),
    draftScope: null,
  });
  editor.setCanvasSize(VIEW);
  editor.setPageSize(pageSize);
  const sharp = new Promise<void>((resolve) => {
    onSharp = resolve;
  });
  flushSync(() =>
    createRoot(container).render(
      <ReviewCanvas
        editor={editor as ReviewEditor}
        images={images}
        items={[]}
        label="Artwork"
        onSharp={() => onSharp()}
        onScene={(value) => {
          scene = value;
        }}
      />,
    ),
  );
  await sharp;

  // pdf.js direct, on its own document, as an app without our canvas would draw the view.
  const doc = await pdfjs.getDocument({ data: bytes.slice() }).promise;
  baselinePage = await doc.getPage(1);
  baselineCanvas = document.createElement('canvas');
  baselineCanvas.className = 'baseline';
  baselineCanvas.width = VIEW.width * (devicePixelRatio || 1);
  baselineCanvas.height = VIEW.height * (devicePixelRatio || 1);
  baselineCanvas.style.width = `${VIEW.width}px`;
  baselineCanvas.style.height = `${VIEW.height}px`;
  document.getElementById('baseline')?.append(baselineCanvas);
  return { pageSize, pointsPerPagePixel, view: VIEW, devicePixelRatio };
}

/** The static layer's canvas: the stage's first. */
const stageCanvas = () => document.querySelector<HTMLCanvasElement>('#ours canvas');

/**
 * Ours, before the clock and the CPU count: the zoom lands and shows at once (what was on
 * screen, scaled by the stage); re-rendering starts when the view settles.
 */
async function zoom(target: Target): Promise<void> {
  if (!editor) throw new Error('setup() first');
  editor.setViewport(viewportFor(target));
  await shown(stageCanvas());
}

/** Ours, after `zoom`: the view settles, until the sharp view is drawn on screen. */
async function renderOurs(): Promise<Result> {
  if (!editor || !scene) throw new Error('setup() first');
  regionPixels = 0;
  const sharp = new Promise<void>((resolve) => {
    onSharp = resolve;
  });
  // The settle delay (quiet time after the last wheel step) is left out: it is not rendering.
  // It ends in a timer task, as in the app, not inside the frame callback `shown` returns from
  // (pdf.js starts drawing in a frame callback: from inside one it would wait a whole frame
  // more than the baseline, which starts between frames).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const start = performance.now();
  scene.settleNow();
  await sharp;
  await shown(stageCanvas());
  const ms = performance.now() - start;
  return { ms, renderedPixels: regionPixels, decodeMs: decodedAt - start };
}

/** pdf.js: the same visible area at the same scale, into a canvas the size of the view. */
async function renderBaseline(target: Target): Promise<Result> {
  if (!baselinePage || !baselineCanvas) throw new Error('setup() first');
  const density = target.scale * (devicePixelRatio || 1);
  const v = viewportFor(target);
  const start = performance.now();
  const viewport = baselinePage.getViewport({ scale: density / pointsPerPagePixel });
  await baselinePage.render({
    canvas: baselineCanvas,
    viewport,
    transform: [1, 0, 0, 1, v.x * (devicePixelRatio || 1), v.y * (devicePixelRatio || 1)],
  }).promise;
  await shown(baselineCanvas);
  const ms = performance.now() - start;
  return { ms, renderedPixels: baselineCanvas.width * baselineCanvas.height };
}

/** Fit to the screen again (not timed), so the next zoom change starts from an overview. */
async function reset(): Promise<void> {
  editor?.fit();
  scene?.settleNow();
  await nextFrame();
}

function render(kind: 'ours' | 'baseline', target: Target): Promise<Result> {
  return kind === 'ours' ? renderOurs() : renderBaseline(target);
}

window.vectorZoomBench = { setup, zoom, render, reset };

declare global {
  interface Window {
    vectorZoomBench?: {
      setup: typeof setup;
      zoom: typeof zoom;
      render: typeof render;
      reset: typeof reset;
    };
  }
}
