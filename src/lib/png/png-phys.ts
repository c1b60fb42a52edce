/**
 * A PNG's physical resolution (its pHYs chunk, in pixels per metre): read from a file, and
 * written into another, so a page bitmap re-encoded from an upload keeps the size the file
 * prints at, and demo artwork can state it.
 */
export interface PngResolution {
  /** Pixels per metre across and down. */
  x: number;
  y: number;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const isPng = (bytes: Uint8Array) =>
  bytes.length > 33 && SIGNATURE.every((byte, i) => bytes[i] === byte);

/** The chunks before the first IDAT: [type, start, end) of each whole chunk. */
function headChunks(bytes: Uint8Array): { type: string; start: number; end: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: { type: string; start: number; end: number }[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'IDAT' || type === 'IEND') break;
    const end = at + 12 + view.getUint32(at);
    chunks.push({ type, start: at, end });
    at = end;
  }
  return chunks;
}

/** `png` with a pHYs chunk of `resolution` (metres) right after IHDR, replacing any other. */
export function withPngResolution(png: Uint8Array, resolution: PngResolution): Uint8Array {
  if (!isPng(png)) throw new Error('not a PNG');
  const chunks = headChunks(png);
  const ihdr = chunks[0];
  if (ihdr?.type !== 'IHDR') throw new Error('a PNG without IHDR first');
  const phys = new Uint8Array(21);
  const view = new DataView(phys.buffer);
  view.setUint32(0, 9);
  phys.set([0x70, 0x48, 0x59, 0x73], 4);
  view.setUint32(8, Math.round(resolution.x));
  view.setUint32(12, Math.round(resolution.y));
  phys[16] = 1;
  view.setUint32(17, crc32(phys.subarray(4, 17)));
  const old = chunks.find((chunk) => chunk.type === 'pHYs');
  const parts = old
    ? [png.subarray(0, ihdr.end), phys, png.subarray(ihdr.end, old.start), png.subarray(old.end)]
    : [png.subarray(0, ihdr.end), phys, png.subarray(ihdr.end)];
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Pixels per metre of `ppi` pixels per inch. */
export const perMetreOfPpi = (ppi: number): number => Math.round((ppi / 25.4) * 1000);
