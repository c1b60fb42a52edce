import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildCmykInkPatches,
  INK_PATCHES,
  patchCentre,
} from '../../../../tests/fixtures/jpeg-builders/cmyk-ink-patches';
import { CmykJpegTooLarge, openCmykJpeg } from './cmyk-jpeg';
import { buildCmykView, INKS, sampleInks } from './cmyk-views';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/jpeg', name)));

/** JPEG is lossy: each ink within 2 % of what the file was made with. */
const TOLERANCE = 2;

describe('CMYK JPEG sources', () => {
  it('keeps the committed fixtures in step with their builder', () => {
    expect(fixture('cmyk-ink-patches.jpg')).toEqual(buildCmykInkPatches(0));
    expect(fixture('ycck-ink-patches.jpg')).toEqual(buildCmykInkPatches(2));
  });

  it.each([
    ['Adobe CMYK (transform 0, inverted)', 'cmyk-ink-patches.jpg'],
    ['YCCK (transform 2)', 'ycck-ink-patches.jpg'],
  ])('reads every patch of %s within 2 %%', (_, name) => {
    const source = openCmykJpeg(fixture(name));
    if (!source) throw new Error('not read as CMYK');
    expect([source.width, source.height]).toEqual([288, 160]);
    INK_PATCHES.forEach((patch, index) => {
      const { x, y } = patchCentre(index);
      const inks = sampleInks(source, x, y, 5);
      INKS.forEach((ink, k) =>
        expect(
          Math.abs(inks[ink] - (patch.percent[k] ?? 0)),
          `${patch.name} ${ink}`,
        ).toBeLessThanOrEqual(TOLERANCE),
      );
    });
  });

  it('undoes the Adobe inversion: 100 % black reads K 100, paper reads no ink', () => {
    const source = openCmykJpeg(fixture('cmyk-ink-patches.jpg'));
    if (!source) throw new Error('not read as CMYK');
    const black = patchCentre(INK_PATCHES.findIndex((patch) => patch.name === 'black'));
    expect(sampleInks(source, black.x, black.y, 1)).toEqual({ c: 0, m: 0, y: 0, k: 100 });
    expect(sampleInks(source, 2, 2, 1)).toEqual({ c: 0, m: 0, y: 0, k: 0 });
  });

  it('decodes a file once, however often the colour tool opens it', () => {
    const bytes = fixture('cmyk-ink-patches.jpg');
    expect(openCmykJpeg(bytes)).toBe(openCmykJpeg(bytes));
    expect(openCmykJpeg(bytes.slice())).not.toBe(openCmykJpeg(bytes));
  });

  it('finds the 320 % patch as the highest total area coverage', () => {
    const source = openCmykJpeg(fixture('cmyk-ink-patches.jpg'));
    if (!source) throw new Error('not read as CMYK');
    const view = buildCmykView(source);
    expect(Math.abs(view.maxCoverage - 320)).toBeLessThanOrEqual(TOLERANCE * 4);
    const over = patchCentre(INK_PATCHES.findIndex((patch) => patch.name === 'over limit'));
    expect(Math.abs(view.maxAt.x - over.x)).toBeLessThanOrEqual(32);
    expect(Math.abs(view.maxAt.y - over.y)).toBeLessThanOrEqual(32);
  });

  it('takes no three-component JPEG and refuses one over 32 MP before decoding', () => {
    const frame = (width: number, height: number, components: number) =>
      new Uint8Array([
        0xff,
        0xd8,
        0xff,
        0xc0,
        0,
        8 + components * 3,
        8,
        height >> 8,
        height & 255,
        width >> 8,
        width & 255,
        components,
        ...Array<number>(components * 3).fill(0x11),
      ]);
    expect(openCmykJpeg(frame(100, 100, 3))).toBeNull();
    expect(() => openCmykJpeg(frame(8000, 5000, 4))).toThrow(CmykJpegTooLarge);
  });
});
