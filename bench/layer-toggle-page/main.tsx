/**
 * The layer toggle benchmark page: the review canvas in vector mode (editor, ReviewCanvas,
 * StaticScene, vectorPageImages over src/lib/pdf) on a layered carton; a layer switched makes
 * new images with the new overrides, as useVectorImages does, until the view is drawn again.
 * Against pdf.js' page.render of the same view with the same layer state, its optional
 * content config made before the clock starts. The driver is bench/layer-toggle.ts.
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
import type { SceneItem } from '@/features/review/model/hit-test';
import type { Viewport } from '@/features/review/model/viewport';
import { openPdf, type LayerOverrides, type PdfDocument, type PdfLayer } from '@/lib/pdf';

// Dense enough that the fit view is sharp from the bitmap (the service's 150 DPI is not, on
// a page this small in a 1280 x 720 view).
const PAGE_DPI = 300;
const VIEW = { width: 1280, height: 720 };

/** A view: its scale (CSS px per page px, 0 for fit) and the page point at its centre. */
export interface Target {
  scale: number;
  fx: number;
  fy: number;
}

/**
 * The scene's annotations, one array for every render as the review tool's (useSceneItems
 * memoizes them): a new array each toggle made the scene redraw its base and detail and the
 * stage while pdf.js rendered, work the review tool never does on a layer switch.
 */
const NO_ITEMS: SceneItem[] = [];

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The next frame with `canvas`' pixels made (see bench/vector-zoom-page/main.tsx). */
async function shown(canvas: HTMLCanvasElement | null | undefined): Promise<void> {
  await nextFrame();
  canvas?.getContext('2d')?.getImageData(VIEW.width / 2, VIEW.height / 2, 1, 1);
}

let pdf: PdfDocument | null = null;
let base: PageImages | null = null;
let layer: PdfLayer | null = null;
let overrides: LayerOverrides = {};
let editor: ReviewEditor | null = null;
let scene: StaticScene | null = null;
let show: (images: PageImages) => void = () => undefined;
let onSharp: () => void = () => undefined;
let pageSize = { width: 0, height: 0 };
let pointsPerPagePixel = 1;
let baselinePage: pdfjs.PDFPageProxy | null = null;
let baselineDoc: pdfjs.PDFDocumentProxy | null = null;
let baselineCanvas: HTMLCanvasElement | null = null;

async function pageBitmap(document_: PdfDocument) {
  const points = await document_.pageSize(0);
  const k = PAGE_DPI / 72;
  const size = { width: Math.round(points.width * k), height: Math.round(points.height * k) };
  const scratch = document.createElement('canvas');
  await document_.renderRegion(0, scratch, k, { x: 0, y: 0, ...size }).promise;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(scratch, 0, 0);
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
    x: VIEW.width / 2 - target.fx * pageSize.width * target.scale,
    y: VIEW.height / 2 - target.fy * pageSize.height * target.scale,
  };
}

async function setup(url: string, layerName: string) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  pdf = await openPdf(bytes).promise;
  layer = (await pdf.layers()).find((l) => l.name === layerName) ?? null;
  const bitmap = await pageBitmap(pdf);
  pageSize = bitmap.size;
  pointsPerPagePixel = bitmap.pointsPerPagePixel;
  base = bitmapImages(bitmap.canvas, pageSize);
  const first = await vectorPageImages(base, pdf, 0);

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
  const root = createRoot(document.getElementById('ours') as HTMLDivElement);
  const draw = (images: PageImages) =>
    root.render(
      <ReviewCanvas
        editor={editor as ReviewEditor}
        images={images}
        items={NO_ITEMS}
        label="Artwork"
        onSharp={() => onSharp()}
        onScene={(value) => {
          scene = value;
        }}
      />,
    );
  show = (images) => flushSync(() => draw(images));
  show(first);
  await sharp;

  baselineDoc = await pdfjs.getDocument({ data: bytes.slice() }).promise;
  baselinePage = await baselineDoc.getPage(1);
  baselineCanvas = document.createElement('canvas');
  baselineCanvas.className = 'baseline';
  baselineCanvas.width = VIEW.width * (devicePixelRatio || 1);
  baselineCanvas.height = VIEW.height * (devicePixelRatio || 1);
  document.getElementById('baseline')?.append(baselineCanvas);
  return { pageSize, layer: layer?.name ?? null, view: VIEW };
}

const stageCanvas = () => document.querySelector<HTMLCanvasElement>('#ours canvas');

/** Not timed: the view to toggle in, sharp. */
async function goTo(target: Target): Promise<void> {
  if (!editor || !scene) throw new Error('setup() first');
  const sharp = new Promise<void>((resolve) => {
    onSharp = resolve;
  });
  if (target.scale === 0) editor.fit();
  else editor.setViewport(viewportFor(target));
  scene.settleNow();
  if (!scene.isSharp()) await sharp;
  await shown(stageCanvas());
}

/**
 * Ours: the layer switched, until the view shows it. Zoomed in that is the sharp region (the
 * overview is redrawn after, in the background); at fit it is the overview (images.ready).
 */
async function toggle(target: Target): Promise<{ ms: number; hidden: boolean }> {
  if (!pdf || !base || !layer || !scene) throw new Error('setup() first');
  const hidden = overrides[layer.id] === undefined;
  overrides = hidden ? { [layer.id]: false } : {};
  const sharp = new Promise<void>((resolve) => {
    onSharp = resolve;
  });
  const start = performance.now();
  const images = await vectorPageImages(base, pdf, 0, overrides);
  show(images);
  await sharp;
  if (target.scale === 0) await images.ready;
  await shown(stageCanvas());
  const ms = performance.now() - start;
  // Not timed: the background overview, so the next run starts from a quiet page.
  await images.ready;
  return { ms, hidden };
}

/** pdf.js: the same view with the same layer state, into a canvas the size of the view. */
async function baseline(target: Target, hidden: boolean): Promise<{ ms: number }> {
  if (!baselinePage || !baselineDoc || !baselineCanvas || !layer || !editor)
    throw new Error('setup() first');
  const config = await baselineDoc.getOptionalContentConfig();
  config.setVisibility(layer.id, !hidden);
  const ratio = devicePixelRatio || 1;
  const v = target.scale === 0 ? editor.state.viewport : viewportFor(target);
  const start = performance.now();
  await baselinePage.render({
    canvas: baselineCanvas,
    viewport: baselinePage.getViewport({ scale: (v.scale * ratio) / pointsPerPagePixel }),
    transform: [1, 0, 0, 1, v.x * ratio, v.y * ratio],
    optionalContentConfigPromise: Promise.resolve(config),
  }).promise;
  await shown(baselineCanvas);
  return { ms: performance.now() - start };
}

window.layerToggleBench = { setup, goTo, toggle, baseline };

declare global {
  interface Window {
    layerToggleBench?: {
      setup: typeof setup;
      goTo: typeof goTo;
      toggle: typeof toggle;
      baseline: typeof baseline;
    };
  }
}
