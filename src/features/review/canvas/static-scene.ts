// Konva's core only: the package's main entry registers every shape and filter it has
// (text, transformer, 30 filters...), 60 KB of the review tool's chunk that ran at its load.
import { Konva as KonvaCore } from 'konva/lib/Core';
import type Konva from 'konva';
import { rowsCover, shrinkToPixels } from '../model/bitmap-plan';
import { containsRect, inflateRect, intersectRects, type Rect, type Size } from '../model/geometry';
import { markerRadius, type SceneItem } from '../model/hit-test';
import { fitViewport, visiblePageRect, type Viewport } from '../model/viewport';
import { holdCanvas, drawPixelForPixel } from './detail-canvas';
import { drawBand } from './draw-band';
import { drawItems, drawPage, itemsReach } from './draw-scene';
import type { DecodedRegion, DrawableImage, OverviewBand, PageImages } from './page-images';
import { RegionLoader } from './region-loader';

/** The Konva nodes of the static layer that the scene fills. */
export interface SceneNodes {
  layer: Konva.Layer;
  /** The whole page with its annotations, at "fit to screen" sharpness. */
  base: Konva.Image;
  /** The visible region at full sharpness, once zoomed in past the base. */
  detail: Konva.Image;
}

export interface SceneView {
  viewport: Viewport;
  canvas: Size;
  devicePixelRatio: number;
}

export interface SceneListener {
  /** The visible part is now drawn at the sharpness the zoom asks for. */
  onSharp?: () => void;
  onRegionError?: (error: unknown) => void;
}

/** Quiet time after the last pan or zoom before sharper pixels are made. */
export const SETTLE_MS = 120;
/** The base is redrawn at settle when its lines were drawn for a zoom this far off. */
const STROKE_DRIFT = 1.15;

function sizeCanvas(canvas: HTMLCanvasElement, width: number, height: number) {
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  return canvas.getContext('2d');
}

/**
 * Runs `change` without Konva's auto draw, for node changes the caller draws itself at once:
 * each attribute set otherwise also asks for a layer draw at the next frame, which redrew the
 * whole view a second time in the frame that shows it.
 */
function withoutAutoDraw(change: () => void): void {
  const auto = KonvaCore.autoDrawEnabled;
  KonvaCore.autoDrawEnabled = false;
  try {
    change();
  } finally {
    KonvaCore.autoDrawEnabled = auto;
  }
}

/** `rect` grown to whole page pixels, as region plans are. */
function snapOut(rect: Rect): Rect {
  const x = Math.floor(rect.x);
  const y = Math.floor(rect.y);
  return {
    x,
    y,
    width: Math.ceil(rect.x + rect.width) - x,
    height: Math.ceil(rect.y + rect.height) - y,
  };
}

/**
 * The static layer's renderer (excalidraw's StaticCanvas): page bitmap and committed
 * annotations are drawn into two rasters that Konva only blits, so a pan or zoom frame costs
 * one or two drawImage calls whatever the number of annotations. After the view settles, the
 * visible region is redrawn at full sharpness and a sharper decode of the page is asked for.
 *
 * Resources (canvases, the settle timer, the region decode) exist only while attached to its
 * Konva nodes: `detach` frees them all, and attaching again rebuilds them, so StrictMode's
 * second mount works on the same object. Never makes a canvas over 16 MP.
 */
export class StaticScene {
  private nodes: SceneNodes | null = null;
  private images: PageImages | null = null;
  private items: readonly SceneItem[] = [];
  private view: SceneView | null = null;
  private listener: SceneListener = {};
  private base: HTMLCanvasElement | null = null;
  private detail: HTMLCanvasElement | null = null;
  private baseDensity = 0;
  /** Times the base was drawn (setContent draws it once for new images and items). */
  private baseDraws = 0;
  private baseForScale = 0;
  private detailRect: Rect | null = null;
  private detailForScale = 0;
  /** Raster pixels per page pixel of the detail drawn from the overview (0 otherwise). */
  private detailDensity = 0;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private unwatchOverview: (() => void) | null = null;
  private wasSharp = false;
  /** The base shows pictures that were replaced; redrawn before it is seen again. */
  private baseStale = false;
  private readonly regions = new RegionLoader(
    () => {
      withoutAutoDraw(() => this.renderDetail(true));
      // Drawn now, not at the next frame: a vector region arrives inside pdf.js' frame
      // callback, and this frame can still show it (a batched draw would wait one more).
      this.nodes?.layer.draw();
      this.noteSharpness();
    },
    (error) => this.listener.onRegionError?.(error),
  );

  attach(nodes: SceneNodes, listener: SceneListener = {}): void {
    this.nodes = nodes;
    this.listener = listener;
    this.base = document.createElement('canvas');
    this.detail = document.createElement('canvas');
    this.resetPage();
  }

  /** Frees every resource; the scene keeps its data and may be attached again. */
  detach(): void {
    this.unwatch();
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    this.regions.drop();
    this.nodes?.base.setAttrs({ image: undefined, visible: false });
    this.nodes?.detail.setAttrs({ image: undefined, visible: false });
    this.nodes = null;
    this.listener = {};
    // Zero-size canvases give their memory back at once instead of at garbage collection.
    for (const canvas of [this.base, this.detail]) {
      if (!canvas) continue;
      canvas.width = 0;
      canvas.height = 0;
    }
    this.base = null;
    this.detail = null;
    this.baseDensity = 0;
    this.detailRect = null;
  }

  /** The page's images (owned by whoever loaded them); null while loading. */
  setImages(images: PageImages | null): void {
    if (images === this.images) return;
    const previous = this.images;
    this.images = images;
    const samePage =
      images !== null &&
      previous !== null &&
      previous.size.width === images.size.width &&
      previous.size.height === images.size.height &&
      this.baseDensity > 0;
    const samePicture = samePage && (previous.basis ?? previous) === (images.basis ?? images);
    if (samePicture && images.kind === 'vector' && this.zoomedIn() && this.regions.current) {
      this.replaceRegion(previous.overview !== images.overview);
      return;
    }
    this.regions.drop();
    // The same page's pictures again (a layer switched, vector mode toggled): the base canvas
    // already shows this overview, and drawing it again costs as much as the region's render.
    this.resetPage(samePage && previous.overview === images.overview);
    // New images of the same view (vector mode or a layer switched while zoomed in): nothing
    // else asks for the view's sharp region, as no viewport change follows.
    if (images && this.view && this.zoomedIn()) this.settleNow();
  }

  /**
   * New vector pictures of the view on screen (a layer switched while zoomed in): the region
   * on screen stays until pdf.js has drawn the new one, as on a zoom change, and nothing else
   * is drawn meanwhile. Hiding it showed the page bitmap blurred for the length of the render,
   * and redrawing the base and the stage in the frames pdf.js renders in made the switch 1.5
   * to 1.8 times pdf.js' own render of the view (layer-toggle benchmark, 400 %). The base is
   * redrawn once it shows again (`baseStale`).
   */
  private replaceRegion(overviewChanged: boolean): void {
    this.regions.markStale();
    this.baseStale ||= overviewChanged;
    this.watchOverview();
    this.wasSharp = false;
    this.settleNow();
  }

  /**
   * The images and annotations of one render. A page's first picture brings both at once (its
   * size places the annotations): drawn one after the other, the base was drawn twice in the
   * task that shows the page (about 25 ms of it on a phone, 4x CPU).
   */
  setContent(images: PageImages | null, items: readonly SceneItem[]): void {
    const itemsChanged = items !== this.items;
    if (images === this.images) {
      if (itemsChanged) this.setItems(items);
      return;
    }
    this.items = items;
    const drawn = this.baseDraws;
    this.setImages(images);
    // Kept the base (same overview, or a vector region replaced): the new items still need it.
    if (itemsChanged && this.baseDraws === drawn) this.setItems(items);
  }

  setItems(items: readonly SceneItem[]): void {
    this.items = items;
    this.renderBase();
    if (this.detailRect) this.renderDetail(true);
    this.nodes?.layer.batchDraw();
  }

  /** Every viewport change: cheap; sharper pixels follow once the view settles. */
  setView(view: SceneView): void {
    const previous = this.view;
    this.view = view;
    const resized =
      previous?.canvas.width !== view.canvas.width ||
      previous.canvas.height !== view.canvas.height ||
      previous.devicePixelRatio !== view.devicePixelRatio;
    if (resized) this.renderBase();
    if (!this.nodes) return;
    // The view moved: the page may show past the detail, so the base is needed again.
    if (this.images && this.baseStale) this.renderBase();
    else if (this.images) this.nodes.base.visible(true);
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => this.settleNow(), SETTLE_MS);
  }

  /** Runs the settle work now (the timer, tests, benchmarks). */
  settleNow(): void {
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    const { nodes, view, images } = this;
    if (!nodes || !view) return;
    const drift = view.viewport.scale / (this.baseForScale || 1);
    if (!this.zoomedIn() && (drift > STROKE_DRIFT || drift < 1 / STROKE_DRIFT)) this.renderBase();
    const loading =
      images !== null &&
      this.regions.request(images, visiblePageRect(view.viewport, view.canvas), this.needed());
    // A vector page keeps what is on screen (scaled by the stage) until pdf.js has drawn the
    // view: compositing the overview first costs about as much as that render.
    if (!loading || images.kind !== 'vector') {
      this.renderDetail();
      nodes.layer.batchDraw();
    }
    this.noteSharpness();
  }

  /** Whether the visible part is drawn at least as sharp as the zoom and the image allow. */
  isSharp(): boolean {
    const { images, view } = this;
    if (!images || !view || this.baseDensity === 0) return false;
    const visible = visiblePageRect(view.viewport, view.canvas);
    if (!rowsCover(images.rowsLoaded, visible, images.size)) return false;
    const wanted = Math.min(this.needed(), images.maxDensity) * 0.95;
    const overview = images.overview.width / images.size.width;
    if (!this.zoomedIn()) return Math.min(this.baseDensity, overview) >= wanted;
    if (!this.detailRect || this.detailForScale !== view.viewport.scale) return false;
    return overview >= wanted || this.regions.covers(images, visible, this.needed());
  }

  /** A new page (or a fresh attach): watch its overview and draw it from scratch. */
  private resetPage(keepBase = false): void {
    this.detailRect = null;
    this.wasSharp = false;
    this.watchOverview();
    this.nodes?.detail.visible(false);
    if (keepBase) {
      this.nodes?.layer.batchDraw();
      this.noteSharpness();
    } else this.renderBase();
  }

  /** A better overview arrived: redraw what shows it. */
  private watchOverview(): void {
    this.unwatch();
    const { images } = this;
    if (!images || !this.nodes) return;
    this.unwatchOverview = images.onOverviewChange((band) => {
      if (!band || band.last || !this.drawBand(images, band)) {
        this.renderBase();
        if (this.detailRect) this.renderDetail(true);
      }
      this.nodes?.layer.batchDraw();
      this.noteSharpness();
    });
  }

  private unwatch(): void {
    this.unwatchOverview?.();
    this.unwatchOverview = null;
  }

  private needed(): number {
    return this.view ? this.view.viewport.scale * this.view.devicePixelRatio : 0;
  }

  private zoomedIn(): boolean {
    return this.needed() > this.baseDensity * 1.05;
  }

  private renderBase(): void {
    const { nodes, images, view, base } = this;
    if (!nodes || !base || !images || !view || view.canvas.width <= 0 || view.canvas.height <= 0)
      return;
    const page = images.size;
    const fit = fitViewport(page, view.canvas).scale * view.devicePixelRatio;
    const density = fit * shrinkToPixels(page.width * fit, page.height * fit);
    const ctx = sizeCanvas(
      base,
      Math.max(1, Math.ceil(page.width * density)),
      Math.max(1, Math.ceil(page.height * density)),
    );
    if (!ctx) return;
    const t = { scale: density, offsetX: 0, offsetY: 0 };
    drawPage(ctx, page, images.overview, null, t, images.rowsLoaded);
    const marker = markerRadius(page, view.viewport.scale);
    drawItems(ctx, this.items, t, { x: 0, y: 0, ...page }, density / view.viewport.scale, marker);
    this.baseDensity = density;
    this.baseDraws += 1;
    this.baseForScale = view.viewport.scale;
    this.baseStale = false;
    nodes.base.setAttrs({
      image: base,
      x: 0,
      y: 0,
      width: page.width,
      height: page.height,
      visible: true,
    });
    nodes.layer.batchDraw();
    this.noteSharpness();
  }

  /** Redraws the sharp region for the current view; `force` also when the view did not change. */
  private renderDetail(force = false): void {
    const { nodes, images, view, detail } = this;
    if (!nodes || !detail || !images || !view) return;
    if (!this.zoomedIn()) {
      this.detailRect = null;
      nodes.detail.visible(false);
      return;
    }
    const pageRect = { x: 0, y: 0, width: images.size.width, height: images.size.height };
    const visible = visiblePageRect(view.viewport, view.canvas);
    const shown = intersectRects(visible, pageRect);
    const current = this.detailRect !== null && this.detailForScale === view.viewport.scale;
    if (!force && current && shown && this.detailRect && containsRect(this.detailRect, shown))
      return;
    const region = this.regions.current;
    if (images.kind === 'vector' && region && this.regions.covers(images, visible, this.needed())) {
      this.showRegion(nodes, detail, region);
      return;
    }
    // A quarter of the view as margin on every side keeps small pans sharp; a source whose
    // regions have none (vector) gets none here either, in whole page pixels as its regions.
    const margin = images.regionMargin ?? 0.25;
    const around = intersectRects(
      inflateRect(visible, 0, visible.width * margin, visible.height * margin),
      pageRect,
    );
    const rect = around && margin === 0 ? snapOut(around) : around;
    if (!rect) {
      nodes.detail.visible(false);
      this.detailRect = null;
      return;
    }
    const needed = this.needed();
    const density = needed * shrinkToPixels(rect.width * needed, rect.height * needed);
    const width = Math.max(1, Math.ceil(rect.width * density));
    const height = Math.max(1, Math.ceil(rect.height * density));
    const ctx = holdCanvas(detail, width, height);
    if (!ctx) return;
    const t = { scale: density, offsetX: -rect.x * density, offsetY: -rect.y * density };
    // A kept canvas has the last detail's pixels in it: clear this one's part first.
    ctx.clearRect(0, 0, width, height);
    drawPage(
      ctx,
      images.size,
      images.overview,
      region ? { image: region.image, source: region.plan.source, pixels: region.plan } : null,
      t,
      images.rowsLoaded,
    );
    const marker = markerRadius(images.size, view.viewport.scale);
    drawItems(ctx, this.items, t, rect, density / view.viewport.scale, marker);
    this.detailRect = rect;
    this.detailForScale = view.viewport.scale;
    this.detailDensity = region ? 0 : density;
    const crop = { cropX: 0, cropY: 0, cropWidth: width, cropHeight: height };
    nodes.detail.setAttrs({ image: detail, ...crop, ...rect, visible: true, sceneFunc: undefined });
    // The detail is opaque paper and artwork: the base under a detail that holds all the page
    // in view is never seen, and drawing it costs a scaled copy of the screen every frame.
    if (shown && containsRect(rect, shown)) nodes.base.visible(false);
  }

  /**
   * A vector region that covers the view, on screen as pdf.js drew it: the node shows the
   * region's canvas itself (no copy, nothing under it) unless annotations reach into it, and
   * draws it pixel for pixel once the view is the one it was rendered for.
   */
  private showRegion(nodes: SceneNodes, detail: HTMLCanvasElement, region: DecodedRegion): void {
    const { view, images } = this;
    if (!view || !images) return;
    const rect = region.plan.source;
    const { width, height } = region.plan;
    const density = width / rect.width;
    const t = { scale: density, offsetX: -rect.x * density, offsetY: -rect.y * density };
    const pxPerCss = density / view.viewport.scale;
    let image: DrawableImage = region.image;
    const marker = markerRadius(images.size, view.viewport.scale);
    if (itemsReach(this.items, t, rect, pxPerCss, marker)) {
      const ctx = holdCanvas(detail, width, height);
      if (!ctx) return;
      ctx.drawImage(region.image, 0, 0, width, height, 0, 0, width, height);
      drawItems(ctx, this.items, t, rect, pxPerCss, marker);
      image = detail;
    }
    this.detailRect = rect;
    this.detailForScale = view.viewport.scale;
    this.detailDensity = 0;
    const crop = { cropX: 0, cropY: 0, cropWidth: width, cropHeight: height };
    const sceneFunc = drawPixelForPixel;
    nodes.detail.setAttrs({ image, ...crop, ...rect, visible: true, sceneFunc });
    // The region holds all the page in view: drawing the base under it is wasted.
    nodes.base.visible(false);
  }

  /**
   * Paints a band of rows just added to a filling overview into the base and the detail
   * where it falls, and nothing else (redrawing all of a big overview for each band would
   * cost more than decoding it). False when there is nothing to paint into yet.
   */
  private drawBand(images: PageImages, band: OverviewBand): boolean {
    const { base, detail, view, detailRect } = this;
    const ctx = base?.getContext('2d');
    if (!ctx || !view || this.baseDensity === 0) return false;
    const baseT = { scale: this.baseDensity, offsetX: 0, offsetY: 0 };
    drawBand(ctx, images.size, band, baseT, this.items, this.baseDensity / this.baseForScale);
    const d = this.detailDensity;
    const detailCtx = detail?.getContext('2d');
    if (!detailRect || !detailCtx || d === 0) return true;
    const t = { scale: d, offsetX: -detailRect.x * d, offsetY: -detailRect.y * d };
    // The detail canvas may be bigger than its drawing (it is kept between zooms).
    const drawn = { width: detailRect.width * d, height: detailRect.height * d };
    drawBand(detailCtx, images.size, band, t, this.items, d / this.detailForScale, drawn);
    return true;
  }

  private noteSharpness(): void {
    const sharp = this.isSharp();
    const { images, view } = this;
    // While the page fills in, the rows in view come first: as soon as they are decoded.
    if (!sharp && images?.wantRows && view) {
      const visible = visiblePageRect(view.viewport, view.canvas);
      images.wantRows(Math.ceil(visible.y + visible.height));
    }
    if (sharp && !this.wasSharp) {
      this.listener.onSharp?.();
      // The first view is on screen: background improvements may start now.
      this.images?.refine();
    }
    this.wasSharp = sharp;
  }
}
