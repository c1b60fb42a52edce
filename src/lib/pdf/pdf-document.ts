import type * as Pdfjs from 'pdfjs-dist';
import { keptCanvasSize } from '@/lib/canvas-size';
import { listLayers, overridesKey, type LayerOverrides, type PdfLayer } from './layers';
import { extractPageText, type PageTextItem } from './page-text';

/**
 * THE pdf.js wrapper of the app: pdf.js is imported on first use (it stays out of the entry
 * chunk), its worker is set up once, and every loading and rendering task handed out here
 * can be cancelled by whoever owns it.
 */

let library: Promise<typeof Pdfjs> | undefined;

function loadLibrary(): Promise<typeof Pdfjs> {
  library ??= import('pdfjs-dist').then((lib) => {
    // The offline service may have set the same worker up already; one is enough.
    if (!lib.GlobalWorkerOptions.workerSrc && !lib.GlobalWorkerOptions.workerPort) {
      lib.GlobalWorkerOptions.workerSrc = new URL(
        'pdfjs-dist/build/pdf.worker.min.mjs',
        import.meta.url,
      ).toString();
    }
    return lib;
  });
  return library;
}

/** Something in progress that its owner can stop; `promise` rejects once cancelled. */
export interface PdfTask<T> {
  promise: Promise<T>;
  cancel(): void;
}

/** A page's size in CSS pixels at zoom 1 (its /Rotate and UserUnit applied). */
export interface PdfPageSize {
  width: number;
  height: number;
}

/** An open PDF. Call `destroy` when done: it ends the worker's share and frees memory. */
export interface PdfDocument {
  pageCount: number;
  /** Sizes of a zero-based page. */
  pageSize(index: number): Promise<PdfPageSize>;
  /**
   * Draws a zero-based page on `canvas` at `scale` (CSS pixels per PDF point), sharp on
   * high-density screens. Cancelling a render leaves the canvas as it was (a page it showed
   * stays; a canvas without one is left blank).
   */
  renderPage(
    index: number,
    canvas: HTMLCanvasElement,
    scale: number,
    options?: PdfRenderOptions,
  ): PdfTask<void>;
  /**
   * Draws only `region` of a zero-based page rendered at `scale` (device pixels per PDF point,
   * no devicePixelRatio applied) at the top left of `canvas`: the way to show a small part of
   * a page at 800 % without a canvas the size of the whole page. The canvas is made at least
   * the region's size and may be larger (see {@link regionCanvasSize}); use its top-left
   * `region.width` x `region.height` pixels.
   */
  renderRegion(
    index: number,
    canvas: HTMLCanvasElement,
    scale: number,
    region: PdfRegion,
    options?: PdfRenderOptions,
  ): PdfTask<void>;
  /** The document's optional content groups (layers); empty when it has none. */
  layers(): Promise<PdfLayer[]>;
  /** The text of a zero-based page with positions (see extractPageText). */
  pageText(index: number): Promise<PageTextItem[]>;
  destroy(): Promise<void>;
}

export interface PdfRenderOptions {
  /** Layers shown or hidden against the file's default (the reviewer's view only). */
  layers?: LayerOverrides | undefined;
}

/** A rectangle in device pixels of a page rendered at some scale; origin top left. */
export interface PdfRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Why a document could not be opened. */
export class PdfOpenError extends Error {
  override readonly name = 'PdfOpenError';
  readonly reason: 'password' | 'invalid';
  constructor(reason: 'password' | 'invalid', message: string) {
    super(message);
    this.reason = reason;
  }
}

/** True for the rejection of a task that was cancelled on purpose. */
export function isPdfCancelled(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'RenderingCancelledException' ||
      error.name === 'AbortException' ||
      error.name === 'AbortError')
  );
}

/** The size renderRegion gives `canvas` for `region` (a kept canvas: see keptCanvasSize). */
export function regionCanvasSize(
  canvas: { width: number; height: number },
  region: PdfRegion,
): { width: number; height: number } {
  return keptCanvasSize(
    canvas,
    Math.max(1, Math.round(region.width)),
    Math.max(1, Math.round(region.height)),
  );
}

/** Canvases renderRegion has drawn on (their 2D context is pdf.js' own, opaque one). */
const regionCanvases = new WeakSet<HTMLCanvasElement>();

/** Canvases that show a completed page; a new render there keeps it until the next is done. */
const showingPage = new WeakSet<HTMLCanvasElement>();

/** The pdf.js document behind each open one, for readers beside this module (page text). */
const proxies = new WeakMap<PdfDocument, Pdfjs.PDFDocumentProxy>();

export function pdfjsDocumentOf(doc: PdfDocument): Pdfjs.PDFDocumentProxy | undefined {
  return proxies.get(doc);
}

function wrapDocument(doc: Pdfjs.PDFDocumentProxy): PdfDocument {
  const wrapped = wrapPdfjsDocument(doc);
  proxies.set(wrapped, doc);
  return wrapped;
}

function wrapPdfjsDocument(doc: Pdfjs.PDFDocumentProxy): PdfDocument {
  const pages = new Map<number, Promise<Pdfjs.PDFPageProxy>>();
  const configs = new Map<string, ReturnType<Pdfjs.PDFDocumentProxy['getOptionalContentConfig']>>();
  // One configuration per set of overrides, made once: a render reads its config while it
  // runs, so configs in use are never changed afterwards.
  const optionalContent = (overrides: LayerOverrides | undefined) => {
    const key = overrides ? overridesKey(overrides) : '';
    if (!overrides || !key) return undefined;
    let found = configs.get(key);
    if (!found) {
      found = doc.getOptionalContentConfig().then((config) => {
        for (const [id, visible] of Object.entries(overrides)) config.setVisibility(id, visible);
        return config;
      });
      configs.set(key, found);
    }
    return found;
  };
  const page = (index: number) => {
    let found = pages.get(index);
    if (!found) {
      found = doc.getPage(index + 1);
      pages.set(index, found);
    }
    return found;
  };
  return {
    pageCount: doc.numPages,
    async pageSize(index) {
      const viewport = (await page(index)).getViewport({ scale: 1 });
      return { width: viewport.width, height: viewport.height };
    },
    renderPage(index, canvas, scale, options) {
      const optionalContentConfigPromise = optionalContent(options?.layers);
      let renderTask: Pdfjs.RenderTask | null = null;
      let cancelled = false;
      const promise = page(index).then(async (proxy) => {
        if (cancelled) throw new DOMException('Rendering was cancelled', 'AbortError');
        const ratio = globalThis.devicePixelRatio || 1;
        const viewport = proxy.getViewport({ scale: scale * ratio });
        const width = Math.max(1, Math.floor(viewport.width));
        const height = Math.max(1, Math.floor(viewport.height));
        const showStyle = () => {
          canvas.style.width = `${String(width / ratio)}px`;
          canvas.style.height = `${String(height / ratio)}px`;
        };
        if (!showingPage.has(canvas)) {
          // Nothing on screen to keep: draw in place and save a full-page copy (the PDF render
          // benchmark holds this path to pdf.js' own speed). A cancelled render is wiped.
          canvas.width = width;
          canvas.height = height;
          showStyle();
          renderTask = proxy.render({ canvas, viewport, optionalContentConfigPromise });
          try {
            await renderTask.promise;
          } catch (error) {
            canvas.getContext('2d')?.clearRect(0, 0, width, height);
            throw error;
          }
          showingPage.add(canvas);
          return;
        }
        // Draw off-screen first, so the page on screen stays until the new one is complete.
        const scratch = document.createElement('canvas');
        scratch.width = width;
        scratch.height = height;
        renderTask = proxy.render({ canvas: scratch, viewport, optionalContentConfigPromise });
        await renderTask.promise;
        canvas.width = width;
        canvas.height = height;
        showStyle();
        canvas.getContext('2d')?.drawImage(scratch, 0, 0);
        scratch.width = 0;
        scratch.height = 0;
      });
      return {
        promise,
        cancel() {
          cancelled = true;
          renderTask?.cancel();
        },
      };
    },
    renderRegion(index, canvas, scale, region, options) {
      const optionalContentConfigPromise = optionalContent(options?.layers);
      let renderTask: Pdfjs.RenderTask | null = null;
      let cancelled = false;
      const promise = page(index).then(async (proxy) => {
        if (cancelled) throw new DOMException('Rendering was cancelled', 'AbortError');
        const size = regionCanvasSize(canvas, region);
        if (
          regionCanvases.has(canvas) &&
          canvas.width === size.width &&
          canvas.height === size.height
        ) {
          // Big enough already (the next zoom of the same view): keep the pixel buffer. pdf.js
          // paints every pixel (white first) from the context's initial transform, which a
          // cancelled render may have left moved.
          canvas.getContext('2d')?.resetTransform();
        } else {
          canvas.width = size.width;
          canvas.height = size.height;
        }
        regionCanvases.add(canvas);
        renderTask = proxy.render({
          canvas,
          viewport: proxy.getViewport({ scale }),
          transform: [1, 0, 0, 1, -region.x, -region.y],
          optionalContentConfigPromise,
        });
        await renderTask.promise;
      });
      return {
        promise,
        cancel() {
          cancelled = true;
          renderTask?.cancel();
        },
      };
    },
    async layers() {
      return listLayers(await doc.getOptionalContentConfig());
    },
    pageText: (index) => extractPageText(doc, index + 1),
    async destroy() {
      pages.clear();
      configs.clear();
      await doc.destroy();
    },
  };
}

/**
 * Opens a PDF from its bytes (copied: pdf.js hands its input to the worker). Cancelling
 * destroys the loading task and its worker share.
 */
export function openPdf(bytes: Uint8Array): PdfTask<PdfDocument> {
  let loadingTask: Pdfjs.PDFDocumentLoadingTask | null = null;
  let cancelled = false;
  // A call, not a read: the check after an await must see a cancel that happened meanwhile.
  const isCancelled = () => cancelled;
  const promise = loadLibrary().then(async (lib) => {
    if (isCancelled()) throw new DOMException('Loading was cancelled', 'AbortError');
    loadingTask = lib.getDocument({
      // pdf.js 5.7 no longer compiles PDF functions with eval, so there is no isEvalSupported to turn off.
      data: bytes.slice(),
      verbosity: lib.VerbosityLevel.ERRORS,
    });
    try {
      return wrapDocument(await loadingTask.promise);
    } catch (error) {
      if (isCancelled()) throw error;
      const password = error instanceof Error && error.name === 'PasswordException';
      const message = error instanceof Error ? error.message : 'unreadable PDF';
      throw new PdfOpenError(password ? 'password' : 'invalid', message);
    }
  });
  return {
    promise,
    cancel() {
      cancelled = true;
      void loadingTask?.destroy();
    },
  };
}
