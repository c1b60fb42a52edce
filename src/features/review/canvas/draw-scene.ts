import { MAX_CANVAS_PIXELS } from '../model/bitmap-plan';
import { inflateRect, rectsIntersect, type Rect, type Size } from '../model/geometry';
import { labelAnchor, PIN_RADIUS_PX, type SceneItem } from '../model/hit-test';
import type { DrawableImage } from './page-images';

/** Maps page pixels into a raster: raster = page * scale + offset. */
export interface RasterTransform {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** The path-drawing part of the 2D context (a browser canvas, an OffscreenCanvas or a Node canvas). */
export type PathContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'rect'
  | 'ellipse'
  | 'arc'
  | 'stroke'
  | 'fill'
  | 'setLineDash'
  | 'lineWidth'
  | 'strokeStyle'
  | 'fillStyle'
  | 'globalAlpha'
  | 'lineJoin'
  | 'lineCap'
  | 'fillText'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

/** The 2D context API this module uses to draw the page too. */
export type Context2D = PathContext &
  Pick<
    CanvasRenderingContext2D,
    'fillRect' | 'drawImage' | 'imageSmoothingEnabled' | 'imageSmoothingQuality'
  >;

/** Screen-pixel sizes of the drawing, scaled into raster pixels by `pxPerCss`. */
const LINE_PX = 2;
const HEAD_PX = 12;
const FILL_ALPHA = 0.08;
const COMPLETED_ALPHA = 0.45;

/** Under the rows of a page still on their way: a neutral grey, never taken for the artwork's white. */
const PENDING_ROWS = '#e2e8f0';

/** Draws the page: white paper, the overview, and the sharper region on top when there is one. */
export function drawPage(
  ctx: Context2D,
  page: { width: number; height: number },
  overview: DrawableImage | null,
  /** `pixels`: the part of `image` that holds the region (its top left), when not all of it. */
  region: { image: DrawableImage; source: Rect; pixels?: Size } | null,
  t: RasterTransform,
  /** Page rows from the top the overview holds while it fills in; the rest shows as pending. */
  rowsLoaded = page.height,
): void {
  const x = t.offsetX;
  const y = t.offsetY;
  const w = page.width * t.scale;
  const h = page.height * t.scale;
  const loaded = Math.min(h, rowsLoaded * t.scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, w, loaded);
  if (loaded < h) {
    ctx.fillStyle = PENDING_ROWS;
    ctx.fillRect(x, y + loaded, w, h - loaded);
  }
  ctx.imageSmoothingEnabled = true;
  // Mipmapped ('high') smoothing of a whole decoded page (the first view of a big one) would
  // cost as much as decoding it; bilinear does until the downscaled overview arrives.
  const huge = overview !== null && overview.width * overview.height > MAX_CANVAS_PIXELS;
  ctx.imageSmoothingQuality = huge ? 'low' : 'high';
  // A closed ImageBitmap has no size (and drawing it throws): skip rather than fail the screen.
  if (overview && overview.width > 0) ctx.drawImage(overview, x, y, w, h);
  ctx.imageSmoothingQuality = 'high';
  if (region && region.image.width > 0) {
    const s = region.source;
    const pixels = region.pixels ?? region.image;
    ctx.drawImage(
      region.image,
      0,
      0,
      pixels.width,
      pixels.height,
      s.x * t.scale + t.offsetX,
      s.y * t.scale + t.offsetY,
      s.width * t.scale,
      s.height * t.scale,
    );
  }
}

type Batch = { color: string; completed: boolean; items: SceneItem[] };

/** Groups by colour and state, so the whole scene costs a few path fills and strokes, not one per shape. */
function batches(items: readonly SceneItem[], visible: Rect, slack: number): Batch[] {
  const map = new Map<string, Batch>();
  for (const item of items) {
    if (!rectsIntersect(inflateRect(item.bounds, slack), visible)) continue;
    const key = `${item.shape.color}|${item.completed ? 1 : 0}`;
    let batch = map.get(key);
    if (!batch) {
      batch = { color: item.shape.color, completed: item.completed, items: [] };
      map.set(key, batch);
    }
    batch.items.push(item);
  }
  return [...map.values()];
}

function traceOutline(ctx: PathContext, item: SceneItem, t: RasterTransform, head: number): void {
  const p = item.shape.points;
  const X = (i: number) => (p[i] ?? 0) * t.scale + t.offsetX;
  const Y = (i: number) => (p[i] ?? 0) * t.scale + t.offsetY;
  switch (item.shape.type) {
    case 'rect': {
      const b = item.bounds;
      ctx.rect(
        b.x * t.scale + t.offsetX,
        b.y * t.scale + t.offsetY,
        b.width * t.scale,
        b.height * t.scale,
      );
      return;
    }
    case 'ellipse': {
      const b = item.bounds;
      const rx = (b.width * t.scale) / 2;
      const ry = (b.height * t.scale) / 2;
      const cx = b.x * t.scale + t.offsetX + rx;
      const cy = b.y * t.scale + t.offsetY + ry;
      ctx.moveTo(cx + rx, cy);
      ctx.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
      return;
    }
    case 'arrow': {
      const x0 = X(0);
      const y0 = Y(1);
      const x1 = X(2);
      const y1 = Y(3);
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      const angle = Math.atan2(y1 - y0, x1 - x0);
      for (const side of [-1, 1]) {
        ctx.moveTo(x1, y1);
        ctx.lineTo(
          x1 - head * Math.cos(angle + side * 0.45),
          y1 - head * Math.sin(angle + side * 0.45),
        );
      }
      return;
    }
    case 'freehand': {
      ctx.moveTo(X(0), Y(1));
      for (let i = 2; i + 1 < p.length; i += 2) ctx.lineTo(X(i), Y(i + 1));
      return;
    }
    case 'pin':
      return;
  }
}

/** Page pixels around `visible` from which an item's marker or arrow head can still reach in. */
const itemSlack = (t: RasterTransform, pxPerCss: number, markerPx: number) =>
  ((markerPx + HEAD_PX) * pxPerCss) / t.scale;

/** Whether {@link drawItems} with the same arguments draws anything. */
export function itemsReach(
  items: readonly SceneItem[],
  t: RasterTransform,
  visible: Rect,
  pxPerCss: number,
  markerPx: number = PIN_RADIUS_PX,
): boolean {
  const slack = itemSlack(t, pxPerCss, markerPx);
  return items.some((item) => rectsIntersect(inflateRect(item.bounds, slack), visible));
}

/** White numbers on the markers' discs, sized to fit one or two digits. */
function drawLabels(
  ctx: PathContext,
  items: readonly SceneItem[],
  t: RasterTransform,
  radius: number,
): void {
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const item of items) {
    if (item.label === undefined) continue;
    const text = String(item.label);
    const size = radius * (text.length > 1 ? 1.05 : 1.3);
    ctx.font = `bold ${size.toFixed(1)}px system-ui, sans-serif`;
    const at = labelAnchor(item);
    // Middle baseline sits a little high for digits: nudge down by a tenth of the size.
    ctx.fillText(text, at.x * t.scale + t.offsetX, at.y * t.scale + t.offsetY + size * 0.06);
  }
}

/**
 * Draws the annotations that reach into `visible` (page pixels). `pxPerCss` is raster pixels per
 * CSS pixel at the zoom the raster is made for, so lines are 2 CSS pixels wide; pins and the
 * number badges of the other shapes are discs of `markerPx` CSS pixels (see markerRadius).
 * Completed annotations are drawn faded.
 */
export function drawItems(
  ctx: PathContext,
  items: readonly SceneItem[],
  t: RasterTransform,
  visible: Rect,
  pxPerCss: number,
  markerPx: number = PIN_RADIUS_PX,
): void {
  const pageSlack = itemSlack(t, pxPerCss, markerPx);
  const radius = markerPx * pxPerCss;
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.setLineDash([]);
  for (const batch of batches(items, visible, pageSlack)) {
    const regions = batch.items.filter(
      (i) => i.shape.type === 'rect' || i.shape.type === 'ellipse',
    );
    // Pins, and the number badge of every other numbered shape.
    const pins = batch.items.filter((i) => i.shape.type === 'pin' || i.label !== undefined);
    const alpha = batch.completed ? COMPLETED_ALPHA : 1;
    ctx.strokeStyle = batch.color;
    ctx.fillStyle = batch.color;
    if (regions.length > 0) {
      ctx.globalAlpha = FILL_ALPHA * alpha;
      ctx.beginPath();
      for (const item of regions) traceOutline(ctx, item, t, 0);
      ctx.fill();
    }
    ctx.globalAlpha = alpha;
    ctx.lineWidth = LINE_PX * pxPerCss;
    ctx.beginPath();
    for (const item of batch.items) traceOutline(ctx, item, t, HEAD_PX * pxPerCss);
    ctx.stroke();
    if (pins.length > 0) {
      ctx.beginPath();
      for (const pin of pins) {
        const at = labelAnchor(pin);
        const x = at.x * t.scale + t.offsetX;
        const y = at.y * t.scale + t.offsetY;
        ctx.moveTo(x + radius, y);
        ctx.arc(x, y, radius, 0, Math.PI * 2);
      }
      ctx.fill();
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
      drawLabels(ctx, pins, t, radius);
    }
  }
  ctx.restore();
}
