import { describe, expect, it } from 'vitest';
import { readJfifResolution, withJfifDpi } from './jpeg-density';

/** Start of image and a JFIF APP0 segment of `unit` and `density`, then end of image. */
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
    0xff,
    0xd9,
  ]);

describe('JPEG JFIF density', () => {
  it('reads dots per inch and per cm as pixels per metre', () => {
    expect(readJfifResolution(jfif(1, 254))).toEqual({ x: 10_000, y: 10_000 });
    expect(readJfifResolution(jfif(2, 100))).toEqual({ x: 10_000, y: 10_000 });
  });

  it('reads none for an aspect ratio only, or without JFIF', () => {
    expect(readJfifResolution(jfif(0, 1))).toBeNull();
    expect(readJfifResolution(new Uint8Array(30))).toBeNull();
  });

  it('writes a density in dots per inch into a copy', () => {
    const original = jfif(0, 1);
    const written = withJfifDpi(original, 300);
    expect(readJfifResolution(written)).toEqual({ x: 11_811, y: 11_811 });
    expect(readJfifResolution(original)).toBeNull();
    expect(written.length).toBe(original.length);
    expect(() => withJfifDpi(new Uint8Array(30), 300)).toThrow('not a JFIF JPEG');
  });
});
