import type { PngResolution } from '@/lib/png/png-phys';

/**
 * A JPEG's JFIF density (its APP0 segment, right after the start of image): read as pixels
 * per metre, the unit a PNG's pHYs takes, and written in dots per inch, so demo artwork can
 * state the size it prints at.
 */
const isJfif = (bytes: Uint8Array) =>
  bytes.length > 20 &&
  bytes[0] === 0xff &&
  bytes[1] === 0xd8 &&
  bytes[2] === 0xff &&
  bytes[3] === 0xe0 &&
  String.fromCharCode(...bytes.subarray(6, 11)) === 'JFIF\0';

/** Pixels per metre a JFIF JPEG states; null without JFIF or with an aspect ratio only. */
export function readJfifResolution(bytes: Uint8Array): PngResolution | null {
  if (!isJfif(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unit = bytes[13];
  const perMetre = unit === 1 ? 1000 / 25.4 : unit === 2 ? 100 : 0;
  const x = view.getUint16(14) * perMetre;
  const y = view.getUint16(16) * perMetre;
  return x > 0 && y > 0 ? { x: Math.round(x), y: Math.round(y) } : null;
}

/** A copy of the JFIF `jpeg` stating `ppi` dots per inch across and down. */
export function withJfifDpi(jpeg: Uint8Array, ppi: number): Uint8Array {
  if (!isJfif(jpeg)) throw new Error('not a JFIF JPEG');
  const out = jpeg.slice();
  const view = new DataView(out.buffer);
  out[13] = 1;
  view.setUint16(14, Math.round(ppi));
  view.setUint16(16, Math.round(ppi));
  return out;
}
