import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bitmapMmPerPixel } from './page-scale';

function png(phys: { perMetre: number; unit: number } | null): Uint8Array {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const chunk = (type: string, data: number[]) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(body, 4);
    view.setUint32(8 + data.length, crc32(body));
    return [...out];
  };
  const be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const ihdr = chunk('IHDR', [...be(10), ...be(10), 8, 6, 0, 0, 0]);
  const pHYs = phys ? chunk('pHYs', [...be(phys.perMetre), ...be(phys.perMetre), phys.unit]) : [];
  return new Uint8Array([...signature, ...ihdr, ...pHYs, ...chunk('IDAT', [])]);
}

describe('the physical scale of a page bitmap', () => {
  it("reads a PNG's pHYs in pixels per metre", () => {
    expect(bitmapMmPerPixel(png({ perMetre: 11811, unit: 1 }))).toBeCloseTo(0.084667, 6);
  });

  it('is null for a PNG without pHYs or with an aspect ratio only', () => {
    expect(bitmapMmPerPixel(png(null))).toBeNull();
    expect(bitmapMmPerPixel(png({ perMetre: 1, unit: 0 }))).toBeNull();
  });

  it("reads a JPEG's JFIF density per inch and per cm", () => {
    const jfif = (units: number, density: number) =>
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
        units,
        density >> 8,
        density & 255,
        density >> 8,
        density & 255,
        0,
        0,
        // SOF0 of a 1 x 1 px frame: where the density is known to belong to a picture.
        ...[0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0],
      ]);
    expect(bitmapMmPerPixel(jfif(1, 300))).toBeCloseTo(25.4 / 300, 9);
    expect(bitmapMmPerPixel(jfif(2, 118))).toBeCloseTo(10 / 118, 9);
    expect(bitmapMmPerPixel(jfif(0, 1))).toBeNull();
  });
});
