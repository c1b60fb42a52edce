import { describe, expect, it } from 'vitest';
import { isCmykJpeg, readJpegHeader } from './jpeg-header';

const segment = (marker: number, body: number[]) => [0xff, marker, 0, body.length + 2, ...body];
const adobe = (transform: number) =>
  segment(0xee, [0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, transform]);
const frame = (marker: number, components: number) =>
  segment(marker, [8, 0, 160, 1, 32, components, ...Array<number>(components * 3).fill(1)]);

describe('readJpegHeader', () => {
  it('reads size, components and the Adobe transform before the frame', () => {
    const bytes = new Uint8Array([0xff, 0xd8, ...adobe(2), ...frame(0xc2, 4)]);
    expect(readJpegHeader(bytes)).toEqual({
      width: 288,
      height: 160,
      components: 4,
      adobeTransform: 2,
      jfif: null,
      exif: null,
    });
    expect(isCmykJpeg(bytes)).toBe(true);
  });

  it('skips tables and fill bytes, and knows a JPEG without the Adobe marker', () => {
    const bytes = new Uint8Array([
      0xff,
      0xd8,
      ...segment(0xdb, [0, 1, 2]),
      0xff,
      ...frame(0xc0, 3),
    ]);
    expect(readJpegHeader(bytes)).toMatchObject({ components: 3, adobeTransform: null });
    expect(isCmykJpeg(bytes)).toBe(false);
  });

  it('answers null for what is not a JPEG or has no frame', () => {
    expect(readJpegHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(readJpegHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    // A segment length running past the end.
    expect(readJpegHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x40, 0]))).toBeNull();
  });
});
