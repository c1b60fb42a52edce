/**
 * Millimetres per pixel of a page bitmap, from the file's own resolution: a PNG's pHYs (in
 * pixels per metre) or a JPEG's JFIF density (per inch or per cm). Null when the file says
 * nothing (a PNG without pHYs, a JFIF aspect ratio only). `head` is the file's first bytes
 * (64 KB is plenty: pHYs comes before the image data, JFIF first thing).
 *
 * Written on the barcodes branch for the barcode sizes; the measure branch has the full one
 * (PDF page size, TIFF resolution): the lead keeps that one.
 */
export function pageScale(head: Uint8Array): number | null {
  return pngScale(head) ?? jpegScale(head);
}

const u32 = (b: Uint8Array, at: number) =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>>
  0;
const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);

function pngScale(b: Uint8Array): number | null {
  if (u32(b, 0) !== 0x89504e47 || u32(b, 4) !== 0x0d0a1a0a) return null;
  let at = 8;
  while (at + 8 <= b.length) {
    const length = u32(b, at);
    const type = String.fromCharCode(
      b[at + 4] ?? 0,
      b[at + 5] ?? 0,
      b[at + 6] ?? 0,
      b[at + 7] ?? 0,
    );
    if (type === 'pHYs' && at + 17 <= b.length) {
      const perMetre = u32(b, at + 8);
      const unit = b[at + 16];
      return unit === 1 && perMetre > 0 ? 1000 / perMetre : null;
    }
    if (type === 'IDAT' || type === 'IEND') return null;
    at += 12 + length;
  }
  return null;
}

function jpegScale(b: Uint8Array): number | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  // APP0 "JFIF\0": version, units (1 dpi, 2 dots per cm), X density, Y density.
  if (b[2] !== 0xff || b[3] !== 0xe0) return null;
  if (String.fromCharCode(...b.subarray(6, 10)) !== 'JFIF') return null;
  const units = b[13];
  const density = u16(b, 14);
  if (density === 0) return null;
  if (units === 1) return 25.4 / density;
  if (units === 2) return 10 / density;
  return null;
}
