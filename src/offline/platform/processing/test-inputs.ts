/**
 * Inputs for the engine's tests, made on the spot: canvas-encoded PNG/JPEG/WebP/GIF and
 * hand-built BMP and PNG headers. Node only (@napi-rs/canvas).
 */
import { createCanvas, GifEncoder, loadImage } from '@napi-rs/canvas';
import type { ProcessingResult } from './types';

export type Rgb = readonly [number, number, number];

function solidCanvas(width: number, height: number, rgb: Rgb) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `rgb(${rgb.join(',')})`;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

function bytesOf(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export function solidImage(
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
  rgb: Rgb,
): Uint8Array {
  const canvas = solidCanvas(width, height, rgb);
  return bytesOf(format === 'png' ? canvas.encodeSync('png') : canvas.encodeSync(format, 90));
}

/** A two-frame animated GIF: the first frame in `first`, the second in `second`. */
export function animatedGif(width: number, height: number, first: Rgb, second: Rgb): Uint8Array {
  const frame = (rgb: Rgb) => {
    const data = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) data.set([...rgb, 255], i * 4);
    return data;
  };
  const encoder = new GifEncoder(width, height, { repeat: 0 });
  encoder.addFrame(frame(first), width, height, { delay: 100 });
  encoder.addFrame(frame(second), width, height, { delay: 100 });
  return bytesOf(encoder.finish());
}

/** An uncompressed BMP (BITMAPINFOHEADER): 24-bit bottom-up or 32-bit top-down. */
export function solidBmp(width: number, height: number, rgb: Rgb, bits: 24 | 32 = 24): Uint8Array {
  const bytesPerPixel = bits / 8;
  const rowSize = Math.ceil((width * bytesPerPixel) / 4) * 4;
  const size = 54 + rowSize * height;
  const out = new Uint8Array(size);
  const v = new DataView(out.buffer);
  out.set([0x42, 0x4d]);
  v.setUint32(2, size, true);
  v.setUint32(10, 54, true);
  v.setUint32(14, 40, true);
  v.setInt32(18, width, true);
  v.setInt32(22, bits === 32 ? -height : height, true);
  v.setUint16(26, 1, true);
  v.setUint16(28, bits, true);
  v.setUint32(34, rowSize * height, true);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = 54 + y * rowSize + x * bytesPerPixel;
      out.set([rgb[2], rgb[1], rgb[0]], o);
      if (bits === 32) out[o + 3] = 255;
    }
  }
  return out;
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG signature and IHDR chunk claiming the given size, with no pixel data behind it. */
export function pngHeaderOnly(width: number, height: number): Uint8Array {
  const out = new Uint8Array(8 + 25);
  const v = new DataView(out.buffer);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  v.setUint32(8, 13);
  out.set([0x49, 0x48, 0x44, 0x52], 12);
  v.setUint32(16, width);
  v.setUint32(20, height);
  out.set([8, 6, 0, 0, 0], 24);
  v.setUint32(29, crc32(out.subarray(12, 29)));
  return out;
}

/** Decodes image bytes with the canvas and reports size and the colour at (x, y). */
export async function inspectImage(
  bytes: Uint8Array,
  x = 0,
  y = 0,
): Promise<{ width: number; height: number; rgb: Rgb }> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const [r = 0, g = 0, b = 0] = ctx.getImageData(x, y, 1, 1).data;
  return { width: image.width, height: image.height, rgb: [r, g, b] };
}

export const JPEG_MAGIC = [0xff, 0xd8, 0xff];
export const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

/** The statusMessage of a failed result; throws (failing the test) on success. */
export function failureMessage(result: ProcessingResult): string {
  if (result.ok) throw new Error(`expected a refusal, got ${result.pages.length} page(s)`);
  return result.statusMessage;
}
