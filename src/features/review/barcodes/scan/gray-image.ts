/** A luminance picture: one byte per pixel, rows top to bottom (what zxing-cpp reads). */
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

/** One RGBA row into `out` from `offset` on, as luminance (a hot loop: every page pixel). */
export function rgbaRowToGray(
  rgba: Uint8Array | Uint8ClampedArray,
  out: Uint8Array,
  offset: number,
  width: number,
): void {
  if (rgba.byteOffset % 4 !== 0) {
    for (let i = 0, j = 0; i < width; i++, j += 4) out[offset + i] = luma(rgba, j);
    return;
  }
  // One 32-bit read per pixel (R in the low byte on little-endian machines, as all are here);
  // artwork has long runs of one colour (stock, solids), so the last luminance is reused.
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, width);
  let last = -1;
  let lastLuma = 0;
  for (let i = 0; i < width; i++) {
    const p = words[i] ?? 0xffffffff;
    if (p !== last) {
      last = p;
      lastLuma = (306 * (p & 255) + 601 * ((p >>> 8) & 255) + 117 * ((p >>> 16) & 255) + 512) >> 10;
    }
    out[offset + i] = lastLuma;
  }
}

/** Luminance of the RGBA pixel at byte `at` (ITU-R BT.601, as zxing-cpp weighs it). */
export function luma(rgba: Uint8Array | Uint8ClampedArray, at: number): number {
  return (
    (306 * (rgba[at] ?? 255) + 601 * (rgba[at + 1] ?? 255) + 117 * (rgba[at + 2] ?? 255) + 512) >>
    10
  );
}
