import { describe, expect, it } from 'vitest';
import { readResolutionPerMetre } from '@/lib/image-density';
import { withJfifDpi } from './jpeg-density';

/**
 * Start of image, a JFIF APP0 segment of `unit` and `density`, a one-component 16 x 16 frame
 * header (SOF0, where a reader learns the pixel size), then end of image.
 */
const jfif = (unit: number, density: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    16,
    0x4a,
    0x46,
    0x49,
    0x46,
    0,
    1,
    1,
    unit,
    density >> 8,
    density & 255,
    density >> 8,
    density & 255,
    0,
    0,
    ...[0xff, 0xc0, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0],
    0xff,
    0xd9,
  ]);

describe('JPEG JFIF density', () => {
  it('reads dots per inch and per cm as pixels per metre', () => {
    expect(readResolutionPerMetre(jfif(1, 254))).toEqual({ x: 10_000, y: 10_000 });
    expect(readResolutionPerMetre(jfif(2, 100))).toEqual({ x: 10_000, y: 10_000 });
  });

  it('reads none for an aspect ratio only, or without JFIF', () => {
    expect(readResolutionPerMetre(jfif(0, 1))).toBeNull();
    expect(readResolutionPerMetre(new Uint8Array(30))).toBeNull();
  });

  it('writes a density in dots per inch into a copy', () => {
    const original = jfif(0, 1);
    const written = withJfifDpi(original, 300);
    expect(readResolutionPerMetre(written)).toEqual({ x: 11_811, y: 11_811 });
    expect(readResolutionPerMetre(original)).toBeNull();
    expect(written.length).toBe(original.length);
    expect(() => withJfifDpi(new Uint8Array(30), 300)).toThrow('not a JFIF JPEG');
  });
});
