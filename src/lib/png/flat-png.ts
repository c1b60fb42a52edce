/**
 * A print-size PNG made cheaply, for tests (Node only: node:zlib): 8-bit palette, a grid of
 * flat squares of four colours. Within a square's band every row repeats the one above
 * (filter Up, all zero bytes), so a 20,000 x 20,000 page (400 MP) deflates to well under a
 * megabyte and decodes fast, yet a decoder still inflates and unfilters every row of it.
 * Never committed as a binary: tests and the phone e2e test write it when they run.
 */
import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { pngChunk } from './png-test-files';

/** The four colours, RGB, in palette order. */
export const FLAT_PNG_COLOURS = [
  [236, 90, 36],
  [30, 110, 200],
  [250, 240, 220],
  [40, 40, 40],
] as const;

export function flatPngIndex(x: number, y: number, square: number): number {
  return (Math.floor(x / square) + 2 * Math.floor(y / square)) % FLAT_PNG_COLOURS.length;
}

/** adler32_combine from zlib: the checksum of A then B from theirs and B's length. */
function adlerCombine(a: number, b: number, lengthB: number): number {
  const BASE = 65521;
  const rem = lengthB % BASE;
  let sum1 = a & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (b & 0xffff) + BASE - 1;
  sum2 += ((a >>> 16) & 0xffff) + ((b >>> 16) & 0xffff) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return (sum1 | (sum2 << 16)) >>> 0;
}

/** A square of the grid (column, row) painted in the next colour: a second version's change. */
export interface ChangedSquare {
  column: number;
  row: number;
}

/** One band of raw rows: its first row literal (filter None), the others "as above" (Up, zeros). */
function band(
  width: number,
  y: number,
  rows: number,
  square: number,
  changed: ChangedSquare | undefined,
): Buffer {
  const stride = width + 1;
  const raw = Buffer.alloc(stride * rows);
  const changedRow = changed?.row === Math.floor(y / square);
  for (let x = 0; x < width; x++) {
    const index = flatPngIndex(x, y, square);
    const moved = changedRow && changed.column === Math.floor(x / square);
    raw[1 + x] = moved ? (index + 1) % FLAT_PNG_COLOURS.length : index;
  }
  for (let r = 1; r < rows; r++) raw[r * stride] = 2;
  return raw;
}

/**
 * Bands of equal kind compress to equal bytes, so each kind is deflated once and its output
 * repeated: every band ends on a full flush (no reference into the band before), and the
 * zlib checksum of the whole is combined from the bands' (a 400 MP page in well under a second).
 */
export function flatPalettePng(
  width: number,
  height: number,
  square = 1000,
  changed?: ChangedSquare,
): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const palette = Buffer.from(FLAT_PNG_COLOURS.flat());
  const made = new Map<string, { bytes: Buffer; adler: number; length: number }>();
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  let adler = 1;
  for (let y = 0; y < height; y += square) {
    const rows = Math.min(square, height - y);
    const inChangedRow = changed?.row === Math.floor(y / square);
    const key = `${flatPngIndex(0, y, square)}:${rows}:${inChangedRow}`;
    let done = made.get(key);
    if (!done) {
      const raw = band(width, y, rows, square, changed);
      const zlib = deflateSync(raw, { level: 9 });
      done = {
        bytes: deflateRawSync(raw, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
        adler: zlib.readUInt32BE(zlib.length - 4),
        length: raw.length,
      };
      made.set(key, done);
    }
    parts.push(done.bytes);
    adler = adlerCombine(adler, done.adler, done.length);
  }
  // A final empty stored block, then the checksum.
  const tail = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff, 0, 0, 0, 0]);
  tail.writeUInt32BE(adler, 5);
  parts.push(tail);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', palette),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
