/** PNG files made by the benchmarks: chunks with their CRC, and a whole RGB image from its rows. */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A whole 8-bit RGB PNG around already deflated image data (`idat`). */
export function rgbPngFile(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An RGB PNG whose rows `fill` writes (the filter byte at 0 included), deflated in one go. */
export function rgbPng(
  width: number,
  height: number,
  fill: (y: number, row: Buffer) => void,
): Buffer {
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) fill(y, raw.subarray(y * rowBytes, (y + 1) * rowBytes));
  return rgbPngFile(width, height, deflateSync(raw, { level: 1 }));
}
