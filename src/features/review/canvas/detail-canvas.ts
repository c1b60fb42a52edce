import type Konva from 'konva';
import { keptCanvasSize } from '@/lib/canvas-size';

/**
 * `canvas` at least `width` x `height`, kept as it is when that fits and fills over half of it
 * (keptCanvasSize: a resized buffer costs more than the drawing). The drawing goes at its top
 * left; the node shows that part only (its crop).
 */
export function holdCanvas(canvas: HTMLCanvasElement, width: number, height: number) {
  const size = keptCanvasSize(canvas, width, height);
  if (canvas.width !== size.width) canvas.width = size.width;
  if (canvas.height !== size.height) canvas.height = size.height;
  return canvas.getContext('2d');
}

type SizedImage = CanvasImageSource & { width: number; height: number };

/**
 * The scene function of a node that shows a vector region: when its crop maps to the layer's
 * pixels one to one (the view it was rendered for), it is drawn pixel for pixel at whole-pixel
 * offsets, a plain copy, where the default draw would resample it (bilinear, about 8 ms for
 * 1280 x 720 without a GPU) and blur it by a fraction of a pixel. Other views (a zoom in
 * progress) are drawn scaled, as Konva would.
 */
export function drawPixelForPixel(context: Konva.Context, shape: Konva.Shape): void {
  const image = shape.getAttr('image') as SizedImage | undefined;
  // A region freed meanwhile has no pixels, and drawing an empty canvas throws.
  if (!image || image.width === 0 || image.height === 0) return;
  const cropWidth = Number(shape.getAttr('cropWidth'));
  const cropHeight = Number(shape.getAttr('cropHeight'));
  const width = shape.width();
  const height = shape.height();
  const ctx = context._context;
  const m = ctx.getTransform();
  const oneToOne =
    m.b === 0 &&
    m.c === 0 &&
    Math.abs(m.a * width - cropWidth) < 0.5 &&
    Math.abs(m.d * height - cropHeight) < 0.5;
  if (!oneToOne) {
    context.drawImage(image, 0, 0, cropWidth, cropHeight, 0, 0, width, height);
    return;
  }
  // Konva restores the context after the scene function.
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(
    image,
    0,
    0,
    cropWidth,
    cropHeight,
    Math.round(m.e),
    Math.round(m.f),
    cropWidth,
    cropHeight,
  );
}
