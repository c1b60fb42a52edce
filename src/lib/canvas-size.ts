/** The most pixels the app puts in one canvas (browsers refuse or crawl beyond about this). */
export const MAX_CANVAS_PIXELS = 16_000_000;

/** Kept canvas sizes are rounded up to this many pixels, so a drawing a pixel bigger still fits. */
const STEP = 64;

/**
 * The size to give a canvas that is kept from one drawing to the next for a `width` x `height`
 * drawing at its top left: its own when the drawing fits and fills over half of it, else the
 * drawing's rounded up to {@link STEP}, never past {@link MAX_CANVAS_PIXELS}. In Chromium the
 * first drawing on a new or resized canvas buffer costs 20-60 ms at 1280 x 720 (more than
 * pdf.js' whole render of such a view), and the views of successive zooms differ by a pixel.
 */
export function keptCanvasSize(
  canvas: { width: number; height: number },
  width: number,
  height: number,
): { width: number; height: number } {
  const fits = canvas.width >= width && canvas.height >= height;
  if (fits && width * height * 2 > canvas.width * canvas.height)
    return { width: canvas.width, height: canvas.height };
  const up = (n: number) => Math.ceil(n / STEP) * STEP;
  // Rounding up never takes a canvas past the cap its drawing was planned under.
  if (up(width) * up(height) > MAX_CANVAS_PIXELS) return { width, height };
  return { width: up(width), height: up(height) };
}
