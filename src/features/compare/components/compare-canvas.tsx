import { useEffect, useRef } from 'react';
import { MAX_CANVAS_PIXELS } from '@/lib/canvas-size';
import type { PixelRect, PixelSize } from '../model/regions';
import type { CompareViewport } from '../model/viewport';

/** One picture to draw at the viewport; later layers go on top. */
export interface CanvasLayer {
  /** The whole page at the working size. */
  image: CanvasImageSource;
  /** A sharper picture of part of the page, drawn in place of that part of `image`. */
  region?: { image: CanvasImageSource; rect: PixelRect; size: PixelSize } | undefined;
  /** 0..1 */
  alpha: number;
}

/**
 * Draws one layer. With a region, the working image is clipped around it rather than drawn
 * beneath it, so a see-through layer is blended once everywhere.
 */
function drawLayer(
  ctx: CanvasRenderingContext2D,
  layer: CanvasLayer,
  page: PixelSize,
  deviceScale: number,
): void {
  ctx.globalAlpha = layer.alpha;
  // Sharp pixels when zoomed in: a reviewer checks edges, not a smoothed guess.
  ctx.imageSmoothingEnabled = deviceScale < 2;
  const region = layer.region;
  if (!region) {
    ctx.drawImage(layer.image, 0, 0, page.width, page.height);
    return;
  }
  const { rect } = region;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, page.width, page.height);
  ctx.rect(rect.x, rect.y, rect.width, rect.height);
  ctx.clip('evenodd');
  ctx.drawImage(layer.image, 0, 0, page.width, page.height);
  ctx.restore();
  ctx.imageSmoothingEnabled = (deviceScale * rect.width) / region.size.width < 2;
  ctx.drawImage(region.image, rect.x, rect.y, rect.width, rect.height);
}

/** Never a canvas over MAX_CANVAS_PIXELS device pixels, whatever the screen density. */
function pixelRatio(size: PixelSize): number {
  const ratio = globalThis.devicePixelRatio || 1;
  const area = size.width * size.height * ratio * ratio;
  return area <= MAX_CANVAS_PIXELS ? ratio : ratio * Math.sqrt(MAX_CANVAS_PIXELS / area);
}

/**
 * A 2D canvas of `size` CSS pixels showing `layers` of a page of `page` working pixels at
 * `viewport`; redrawn whenever one of them changes. Purely presentational: the stage owns
 * the input.
 */
export function CompareCanvas({
  layers,
  page,
  viewport,
  size,
  label,
}: {
  layers: readonly CanvasLayer[];
  page: PixelSize;
  viewport: CompareViewport;
  size: PixelSize;
  label: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || size.width <= 0 || size.height <= 0) return;
    const ratio = pixelRatio(size);
    const width = Math.max(1, Math.round(size.width * ratio));
    const height = Math.max(1, Math.round(size.height * ratio));
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#e2e8f0';
    ctx.fillRect(0, 0, width, height);
    ctx.setTransform(
      viewport.scale * ratio,
      0,
      0,
      viewport.scale * ratio,
      viewport.x * ratio,
      viewport.y * ratio,
    );
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, page.width, page.height);
    for (const layer of layers) drawLayer(ctx, layer, page, viewport.scale * ratio);
    ctx.globalAlpha = 1;
  }, [layers, page, viewport, size]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      className="block size-full"
      style={{ width: size.width, height: size.height }}
    />
  );
}
