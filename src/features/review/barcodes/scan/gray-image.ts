/** A luminance picture: one byte per pixel, rows top to bottom. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Luminance at a point (nearest pixel); white outside the picture, as paper around it. */
export function lumaAt(image: GrayImage, x: number, y: number): number {
  const ix = Math.round(x);
  const iy = Math.round(y);
  if (ix < 0 || iy < 0 || ix >= image.width || iy >= image.height) return 255;
  return image.data[iy * image.width + ix] ?? 255;
}

/** RGBA pixels to luminance (ITU-R BT.601, as zxing-cpp weighs them). */
export function rgbaToGray(rgba: Uint8Array | Uint8ClampedArray, out: Uint8Array): void {
  const n = out.length;
  for (let i = 0, j = 0; i < n; i++, j += 4)
    out[i] =
      (306 * (rgba[j] ?? 0) + 601 * (rgba[j + 1] ?? 0) + 117 * (rgba[j + 2] ?? 0) + 512) >> 10;
}
