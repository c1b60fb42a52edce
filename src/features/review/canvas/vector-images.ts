import { overridesKey, type LayerOverrides, type PdfDocument } from '@/lib/pdf';
import { overviewSize } from '../model/bitmap-plan';
import type { PageImages } from './page-images';

/**
 * Canvases for region renders, kept between zoom changes: a canvas pdf.js has drawn on before
 * is drawn on again at once, where a new one costs its allocation and a first-use setup that
 * made a region render up to twice as slow as pdf.js' own. Two are enough: the region on
 * screen and the one being rendered.
 */
function canvasPool(keep = 2) {
  const idle: HTMLCanvasElement[] = [];
  let closed = false;
  const free = (canvas: HTMLCanvasElement) => {
    // Zero-size canvases give their memory back at once instead of at garbage collection.
    canvas.width = 0;
    canvas.height = 0;
  };
  return {
    take: () => idle.pop() ?? document.createElement('canvas'),
    give(canvas: HTMLCanvasElement) {
      if (closed || idle.length >= keep) free(canvas);
      else idle.push(canvas);
    },
    close() {
      closed = true;
      idle.splice(0).forEach(free);
    },
  };
}

/**
 * One pool per document, shared by the images of all its pages and layer states: a layer
 * switched makes new images of the same view, and a new canvas would cost its first-use setup
 * on top of the render (3 times pdf.js' own render of a 400 % view, measured in the
 * layer-toggle benchmark). Bounded (two canvases); freed with the document.
 */
const pools = new WeakMap<PdfDocument, ReturnType<typeof canvasPool>>();

function poolOf(pdf: PdfDocument) {
  let pool = pools.get(pdf);
  if (!pool) {
    pool = canvasPool();
    pools.set(pdf, pool);
  }
  return pool;
}

/**
 * The page drawn from the original PDF where it matters: the overview stays the page bitmap
 * (fast, already there), while sharp regions are rendered by pdf.js at any zoom, so text and
 * hairlines stay crisp at 800 %. A region is the view itself, with no margin, rendered straight
 * into a reused canvas the size of the view: a zoom change costs what pdf.js' own render of
 * the view costs. Its region canvases are the document's pool; the bitmap and the PDF belong
 * to their loaders.
 */
export async function vectorPageImages(
  base: PageImages,
  pdf: PdfDocument,
  pageIndex: number,
  layers: LayerOverrides = {},
): Promise<PageImages> {
  const pdfSize = await pdf.pageSize(pageIndex);
  // PDF units per page pixel; the bitmap was rendered from this page, so both axes agree.
  const unitsPerPixel = pdfSize.width / base.size.width;
  const pool = poolOf(pdf);
  const options = { layers };
  const layered = overridesKey(layers)
    ? layeredOverview(base, pdf, pageIndex, unitsPerPixel, options)
    : null;
  return {
    size: base.size,
    get overview() {
      return layered?.image() ?? base.overview;
    },
    kind: 'vector',
    basis: base.basis ?? base,
    maxDensity: Number.POSITIVE_INFINITY,
    // Only the view: a margin costs pdf.js its area again (2.25 times the pixels at 25 %) on
    // every zoom change, while a pan that needs more is rendered once it settles.
    regionMargin: 0,
    async decodeRegion(plan, signal) {
      const density = plan.width / plan.source.width;
      const canvas = pool.take();
      const task = pdf.renderRegion(
        pageIndex,
        canvas,
        density / unitsPerPixel,
        {
          x: plan.source.x * density,
          y: plan.source.y * density,
          width: plan.width,
          height: plan.height,
        },
        options,
      );
      const stop = () => task.cancel();
      signal.addEventListener('abort', stop, { once: true });
      let given = false;
      const release = () => {
        if (given) return;
        given = true;
        pool.give(canvas);
      };
      try {
        await task.promise;
      } catch (error) {
        release();
        throw error;
      } finally {
        signal.removeEventListener('abort', stop);
      }
      return { plan, image: canvas, close: release };
    },
    onOverviewChange(listener) {
      if (!layered) return base.onOverviewChange(listener);
      const stopLayered = layered.onChange(listener);
      // Until the layered overview is made, the bitmap's own improvements still show.
      const stopBase = base.onOverviewChange((band) => {
        if (!layered.image()) listener(band);
      });
      return () => {
        stopLayered();
        stopBase();
      };
    },
    refine() {
      base.refine();
      layered?.start();
    },
    ready: layered ? layered.ready : base.ready,
    // The canvas pool is the document's (see poolOf): it goes with the document.
    dispose() {
      layered?.dispose();
    },
  };
}

/**
 * The overview with the reviewer's layers, for a view that is not zoomed in: the bitmap shows
 * every layer as the file opens. Rendered by pdf.js at the bitmap overview's size once the
 * first view is on screen (`start`, from refine), so a layer toggled while zoomed in costs the
 * view's render only; until then the bitmap stands in.
 */
function layeredOverview(
  base: PageImages,
  pdf: PdfDocument,
  pageIndex: number,
  unitsPerPixel: number,
  options: { layers: LayerOverrides },
) {
  const listeners = new Set<() => void>();
  let canvas: HTMLCanvasElement | null = null;
  let task: { cancel(): void } | null = null;
  let settle: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return {
    image: () => canvas,
    ready,
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      if (task) return;
      const size = overviewSize(base.size, 0);
      const target = document.createElement('canvas');
      const scale = size.width / base.size.width / unitsPerPixel;
      const render = pdf.renderRegion(
        pageIndex,
        target,
        scale,
        { x: 0, y: 0, width: size.width, height: size.height },
        options,
      );
      task = render;
      render.promise.then(
        () => {
          // The render's canvas is rounded up to a size step: keep only the page.
          const exact = document.createElement('canvas');
          exact.width = size.width;
          exact.height = size.height;
          exact.getContext('2d')?.drawImage(target, 0, 0);
          target.width = 0;
          target.height = 0;
          canvas = exact;
          for (const listener of listeners) listener();
          settle();
        },
        () => settle(),
      );
    },
    dispose() {
      task?.cancel();
      listeners.clear();
      if (canvas) {
        canvas.width = 0;
        canvas.height = 0;
      }
    },
  };
}
