import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readResolutionPerMetre } from '@/lib/image-density';
import { perMetreOfPpi, withPngResolution } from './png-phys';
import { rgbTestPng } from './png-test-files';

/** Where the pHYs chunk starts when it follows IHDR: signature 8, IHDR 25. */
const PHYS_AT = 8 + 25;

describe('PNG resolution (pHYs)', () => {
  it('writes a pHYs chunk with its CRC right after IHDR, and reads it back', () => {
    const png = withPngResolution(rgbTestPng(4, 4), { x: 10_000, y: 10_000 });
    expect(readResolutionPerMetre(png)).toEqual({ x: 10_000, y: 10_000 });
    const chunk = png.subarray(PHYS_AT, PHYS_AT + 21);
    expect(new TextDecoder().decode(chunk.subarray(4, 8))).toBe('pHYs');
    const view = new DataView(chunk.buffer, chunk.byteOffset);
    expect(view.getUint32(17)).toBe(crc32(chunk.subarray(4, 17)) >>> 0);
    expect(png.length).toBe(rgbTestPng(4, 4).length + 21);
  });

  it('replaces a resolution already stated, keeping one pHYs chunk', () => {
    const once = withPngResolution(rgbTestPng(4, 4), { x: 11_811, y: 11_811 });
    const twice = withPngResolution(once, { x: 3_000, y: 3_000 });
    expect(readResolutionPerMetre(twice)).toEqual({ x: 3_000, y: 3_000 });
    expect(new TextDecoder('latin1').decode(twice).split('pHYs')).toHaveLength(2);
    expect(twice.length).toBe(once.length);
  });

  it('reads none where there is none, or only an aspect ratio, or no PNG', () => {
    expect(readResolutionPerMetre(rgbTestPng(4, 4))).toBeNull();
    const aspectOnly = withPngResolution(rgbTestPng(4, 4), { x: 1, y: 1 });
    aspectOnly[PHYS_AT + 16] = 0; // unit: unknown
    expect(readResolutionPerMetre(aspectOnly)).toBeNull();
    expect(readResolutionPerMetre(new Uint8Array(40))).toBeNull();
  });

  it('converts ppi to pixels per metre', () => {
    expect(perMetreOfPpi(300)).toBe(11_811);
    expect(perMetreOfPpi(254)).toBe(10_000);
  });
});
