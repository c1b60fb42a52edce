import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readImageSize } from './image-size';
import { animatedGif, pngHeaderOnly, solidBmp, solidImage } from './test-inputs';

const RED = [200, 30, 30] as const;

describe('readImageSize', () => {
  it.each([
    ['png', () => solidImage('png', 123, 45, RED), 123, 45],
    ['jpg', () => solidImage('jpeg', 321, 77, RED), 321, 77],
    ['webp', () => solidImage('webp', 99, 101, RED), 99, 101],
    ['gif', () => animatedGif(17, 9, RED, RED), 17, 9],
    ['bmp', () => solidBmp(31, 12, RED, 24), 31, 12],
    ['bmp', () => solidBmp(8, 5, RED, 32), 8, 5],
  ] as const)('reads a %s header', (kind, make, width, height) => {
    expect(readImageSize(make())).toEqual({ kind, width, height });
  });

  it('reads a lossless WebP (VP8L) header', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(65, 33);
    const bytes = new Uint8Array(canvas.encodeSync('webp', 100));

    expect(readImageSize(bytes)).toMatchObject({ kind: 'webp', width: 65, height: 33 });
  });

  it('reads extended WebP (VP8X) headers', () => {
    const bytes = new Uint8Array(30);
    bytes.set(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8X'));
    const view = new DataView(bytes.buffer);
    view.setUint16(24, (70_000 - 1) & 0xffff, true);
    bytes[26] = (70_000 - 1) >> 16;
    view.setUint16(27, 499, true);

    expect(readImageSize(bytes)).toEqual({ kind: 'webp', width: 70_000, height: 500 });
  });

  it('reads any PNG size from the IHDR without pixel data', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (width, height) => {
          expect(readImageSize(pngHeaderOnly(width, height))).toEqual({
            kind: 'png',
            width,
            height,
          });
        },
      ),
    );
  });

  it('finds the frame header of a JPEG behind other segments', () => {
    const jpeg = solidImage('jpeg', 40, 20, RED);
    // Insert a COM segment right after SOI.
    const comment = [0xff, 0xfe, 0x00, 0x07, ...new TextEncoder().encode('hello')];
    const bytes = new Uint8Array([...jpeg.subarray(0, 2), ...comment, ...jpeg.subarray(2)]);

    expect(readImageSize(bytes)).toEqual({ kind: 'jpg', width: 40, height: 20 });
  });

  it.each([
    ['nothing', new Uint8Array()],
    ['a truncated PNG', solidImage('png', 10, 10, RED).slice(0, 20)],
    ['a zero-size PNG', pngHeaderOnly(0, 10)],
    ['a JPEG with no frame header', new Uint8Array([0xff, 0xd8, 0xff, 0xd9])],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n')],
  ])('returns null for %s', (_label, bytes) => {
    expect(readImageSize(bytes)).toBeNull();
  });
});
