import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/** Test files for the upload specs, made in memory (no binary fixtures in the repository). */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (1 + width * 3) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid RGB PNG of one colour, `width` x `height` pixels. */
export function solidPng(
  width: number,
  height: number,
  rgb: [number, number, number] = [200, 40, 40],
): Buffer {
  return png(width, height, () => rgb);
}

/** A PNG of pseudo-random pixels: it barely compresses, so its upload takes measurable time. */
export function noisyPng(width: number, height: number, seed = 1): Buffer {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state >>> 24;
  };
  return png(width, height, () => [next(), next(), next()]);
}

/** The 3-page PDF fixture kept in tests/fixtures (pages of different sizes). */
export function threePagePdf(): Buffer {
  return readFileSync(join(import.meta.dirname, '../tests/fixtures/pdf/sizes.pdf'));
}

/** A payload as Playwright's setFiles takes it. */
export function filePayload(name: string, buffer: Buffer, mimeType: string) {
  return { name, mimeType, buffer };
}
