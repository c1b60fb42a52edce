/** PNG files built byte by byte for the decoder's tests (Node only: node:zlib). */
import { crc32, deflateSync } from 'node:zlib';

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const pa = Math.abs(b - c);
  const pb = Math.abs(a - c);
  const pc = Math.abs(a + b - 2 * c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Filters one raw row with filter `type` (the encoder's side of unfilterRow). */
function filterRow(type: number, row: Uint8Array, prev: Uint8Array, bpp: number): Uint8Array {
  const out = new Uint8Array(row.length);
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
    const b = prev[i] ?? 0;
    const c = i >= bpp ? (prev[i - bpp] ?? 0) : 0;
    const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type] ?? 0;
    out[i] = ((row[i] ?? 0) - predictor) & 255;
  }
  return out;
}

export interface TestPng {
  width: number;
  height: number;
  colorType: number;
  bitDepth?: number;
  /** Raw samples of each row (before filtering). */
  rows: Uint8Array[];
  /** Filter of each row (cycled). */
  filters?: number[];
  palette?: Uint8Array;
  transparency?: Uint8Array;
  interlaced?: boolean;
}

export function encodeTestPng(spec: TestPng): Uint8Array {
  const depth = spec.bitDepth ?? 8;
  const bpp = (CHANNELS[spec.colorType] ?? 1) * (depth / 8);
  const filters = spec.filters ?? [0];
  const rowBytes = spec.width * bpp;
  let prev: Uint8Array = new Uint8Array(rowBytes);
  const parts: Uint8Array[] = [];
  spec.rows.forEach((row, y) => {
    const type = filters[y % filters.length] ?? 0;
    parts.push(Uint8Array.of(type), filterRow(type, row, prev, bpp));
    prev = row;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(spec.width, 0);
  header.writeUInt32BE(spec.height, 4);
  header[8] = depth;
  header[9] = spec.colorType;
  header[12] = spec.interlaced ? 1 : 0;
  const idat = deflateSync(Buffer.concat(parts));
  // Two IDAT chunks, as encoders often write: the decoder must join them.
  const cut = idat.length >> 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(spec.palette ? [pngChunk('PLTE', spec.palette)] : []),
    ...(spec.transparency ? [pngChunk('tRNS', spec.transparency)] : []),
    pngChunk('IDAT', idat.subarray(0, cut)),
    pngChunk('IDAT', idat.subarray(cut)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** The bytes as a stream of `size`-byte pieces (a network delivers arbitrary pieces). */
export function streamOf(bytes: Uint8Array, size = 7): ReadableStream<Uint8Array<ArrayBuffer>> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

/** An RGB PNG of irregular samples with every row filter in turn (each byte must land in place). */
export function rgbTestPng(width: number, height: number): Uint8Array {
  const rows = Array.from({ length: height }, (_, y) =>
    Uint8Array.from({ length: width * 3 }, (_, i) => (i * 7 + y * 13) & 255),
  );
  return encodeTestPng({ width, height, colorType: 2, rows, filters: [0, 1, 2, 3, 4] });
}
