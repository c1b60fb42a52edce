/**
 * A JPEG's JFIF density (its APP0 segment, right after the start of image), written in dots
 * per inch, so demo artwork can state the size it prints at (`image-density.ts` reads it).
 */
const isJfif = (bytes: Uint8Array) =>
  bytes.length > 20 &&
  bytes[0] === 0xff &&
  bytes[1] === 0xd8 &&
  bytes[2] === 0xff &&
  bytes[3] === 0xe0 &&
  String.fromCharCode(...bytes.subarray(6, 11)) === 'JFIF\0';

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
