import type { Size } from '../model/geometry';
import { markerRadius, type SceneItem } from '../model/hit-test';
import { drawItems, type RasterTransform } from './draw-scene';
import type { OverviewBand } from './page-images';

/**
 * Paints a band of rows just added to a filling overview (`band.top` to `band.bottom`, page
 * pixels) where it falls in this raster: paper, the band's pixels, and the annotations over
 * them, all within the band's raster rows and the raster's `drawn` part. The band's edges are
 * put on whole raster rows, the same for the band above and below, so bands meet with no seam
 * (a band may stretch by under a pixel; the whole overview is drawn again once complete).
 */
export function drawBand(
  ctx: CanvasRenderingContext2D,
  page: Size,
  band: OverviewBand,
  t: RasterTransform,
  items: readonly SceneItem[],
  pxPerCss: number,
  /** The raster's drawn part, from its top left, when the canvas is bigger (a kept one). */
  drawn?: Size,
): void {
  const top = Math.round(band.top * t.scale + t.offsetY);
  const bottom = Math.round(band.bottom * t.scale + t.offsetY);
  const x = t.offsetX;
  const width = page.width * t.scale;
  const clip = {
    left: Math.max(0, x),
    top: Math.max(0, top),
    right: Math.min(drawn?.width ?? x + width, x + width),
    bottom: Math.min(drawn?.height ?? bottom, bottom),
  };
  if (clip.bottom <= clip.top || clip.right <= clip.left) return;
  const clipWidth = clip.right - clip.left;
  const clipHeight = clip.bottom - clip.top;
  ctx.save();
  ctx.beginPath();
  ctx.rect(clip.left, clip.top, clipWidth, clipHeight);
  ctx.clip();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(clip.left, clip.top, clipWidth, clipHeight);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'medium';
  ctx.drawImage(band.image, x, top, width, bottom - top);
  const shown = {
    x: (clip.left - t.offsetX) / t.scale,
    y: (clip.top - t.offsetY) / t.scale,
    width: clipWidth / t.scale,
    height: clipHeight / t.scale,
  };
  drawItems(ctx, items, t, shown, pxPerCss, markerRadius(page, t.scale / pxPerCss));
  ctx.restore();
}
