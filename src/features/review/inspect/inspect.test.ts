import { describe, expect, it } from 'vitest';
import { writePsd } from '@/offline/platform/processing/formats/test-writers';
import { srgbToLabD50, hexOf } from '../colour/colour-math';
import { openCmykSource } from '@/lib/cmyk/cmyk-source';
import {
  buildCmykView,
  joinCmykViews,
  renderCoverage,
  renderPlates,
  sampleInks,
} from '../colour/cmyk-views';
import {
  areaIn,
  boxSize,
  calibratedScale,
  distance,
  lengthIn,
  snapPoint,
} from '../measure/measure-math';
import {
  calibrationPng,
  cmykFixtureTiff,
  CMYK_FIXTURE,
  spotColourPdf,
  writeRgbPng,
} from './fixtures/inspect-fixtures';
import { pageScale } from './page-scale';
import { openPdfStructure, pageInks, readPdfBoxes } from './pdf-inspect';

const MM_PER_PT = 25.4 / 72;

describe('pageScale', () => {
  it('reads a CMYK TIFF at 300 ppi: 25.4 / 300 mm a pixel', () => {
    const scale = pageScale({
      bytes: cmykFixtureTiff(),
      page: 0,
      bitmap: { width: 120, height: 80 },
    });
    expect(scale?.source).toBe('tiff');
    expect(scale?.mmPerPixelX).toBeCloseTo(25.4 / 300, 12);
    expect(scale?.mmPerPixelY).toBeCloseTo(25.4 / 300, 12);
  });

  it('follows a bitmap rendered at another size than the original', () => {
    const scale = pageScale({
      bytes: cmykFixtureTiff(),
      page: 0,
      bitmap: { width: 60, height: 40 },
    });
    expect(scale?.mmPerPixelX).toBeCloseTo((2 * 25.4) / 300, 12);
  });

  it('reads a PNG pHYs in pixels per metre', () => {
    const png = writeRgbPng(10, 10, () => [255, 255, 255], 11811); // 300 ppi
    const scale = pageScale({ bytes: png, page: 0, bitmap: { width: 10, height: 10 } });
    expect(scale?.source).toBe('png');
    expect(scale?.mmPerPixelX).toBeCloseTo(1000 / 11811, 12);
  });

  it('answers null for a PNG without a resolution, so the reviewer calibrates', () => {
    expect(
      pageScale({ bytes: calibrationPng(), page: 0, bitmap: { width: 600, height: 200 } }),
    ).toBeNull();
  });

  it('reads a JPEG JFIF density in dots per inch and per cm', () => {
    const jpeg = (unit: number, density: number) =>
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
        0xc0,
        0,
        11,
        8,
        0,
        100,
        0,
        200,
        3,
        1,
        0x11,
        0,
      ]);
    const dpi = pageScale({ bytes: jpeg(1, 150), page: 0, bitmap: { width: 200, height: 100 } });
    expect(dpi?.source).toBe('jpeg-jfif');
    expect(dpi?.mmPerPixelX).toBeCloseTo(25.4 / 150, 12);
    const dpcm = pageScale({ bytes: jpeg(2, 100), page: 0, bitmap: { width: 200, height: 100 } });
    expect(dpcm?.mmPerPixelY).toBeCloseTo(0.1, 12);
    expect(
      pageScale({ bytes: jpeg(0, 1), page: 0, bitmap: { width: 200, height: 100 } }),
    ).toBeNull();
  });

  it('takes a PDF page size from its CropBox and outlines trim and bleed in bitmap pixels', async () => {
    const document = await openPdfStructure(await spotColourPdf());
    const boxes = readPdfBoxes(document, 0);
    expect(boxes?.trim?.width).toBeCloseTo(100 / MM_PER_PT, 6);
    // Rendered at 2 px a point: 106 x 56 mm page.
    const bitmap = {
      width: Math.round((106 / MM_PER_PT) * 2),
      height: Math.round((56 / MM_PER_PT) * 2),
    };
    const scale = pageScale({ bytes: new Uint8Array(), page: 0, bitmap, pdfBoxes: boxes });
    expect(scale?.source).toBe('pdf');
    expect((scale?.mmPerPixelX ?? 0) * bitmap.width).toBeCloseTo(106, 6);
    expect(scale?.trim?.x).toBeCloseTo(
      (3 / MM_PER_PT) * 2 * (bitmap.width / ((106 / MM_PER_PT) * 2)),
      6,
    );
    expect((scale?.trim?.width ?? 0) * (scale?.mmPerPixelX ?? 0)).toBeCloseTo(100, 6);
    expect((scale?.trim?.height ?? 0) * (scale?.mmPerPixelY ?? 0)).toBeCloseTo(50, 6);
    expect(scale?.bleed?.x).toBeCloseTo(0, 9);
    expect(scale?.bleed?.width).toBeCloseTo(bitmap.width, 9);
    expect(scale?.bleed?.height).toBeCloseTo(bitmap.height, 9);
  });
});

describe('pageInks', () => {
  it('lists process inks and both spot colours by name', async () => {
    const document = await openPdfStructure(await spotColourPdf());
    expect(pageInks(document, 0)).toEqual({
      process: ['Cyan', 'Magenta', 'Yellow', 'Black'],
      spots: ['PANTONE 186 C', 'Varnish'],
      rgb: false,
    });
  });
});

describe('measure', () => {
  const scale = { x: 25.4 / 300, y: 25.4 / 300 };
  it('measures 300 px at 300 ppi as 25.40 mm, 1.000 in, 72.0 pt', () => {
    const d = distance({ x: 0, y: 0 }, { x: 300, y: 0 }, scale);
    expect(lengthIn(d.mm, 'mm')).toBe(25.4);
    expect(lengthIn(d.mm, 'in')).toBe(1);
    expect(lengthIn(d.mm, 'pt')).toBe(72);
    expect(lengthIn(distance({ x: 0, y: 0 }, { x: 300, y: 400 }, scale).mm, 'mm')).toBe(42.33);
  });

  it('gives a box width, height and area', () => {
    const box = boxSize({ x: 10, y: 10 }, { x: 310, y: 160 }, scale);
    expect(lengthIn(box.width, 'mm')).toBe(25.4);
    expect(lengthIn(box.height, 'mm')).toBe(12.7);
    expect(areaIn(box.area, 'mm')).toBe(322.6);
    expect(areaIn(box.area, 'in')).toBe(0.5);
  });

  it('calibrates from a drawn known length', () => {
    expect(calibratedScale(400, 100, 'mm')).toEqual({ x: 0.25, y: 0.25 });
    expect(calibratedScale(0, 100, 'mm')).toBeNull();
    expect(calibratedScale(400, -1, 'mm')).toBeNull();
  });

  it('snaps to page and box edges within reach, each axis on its own', () => {
    const page = { width: 1000, height: 500 };
    expect(snapPoint({ x: 4, y: 250 }, page, [], 6)).toEqual({ x: 0, y: 250 });
    expect(
      snapPoint({ x: 103, y: 497 }, page, [{ x: 100, y: 50, width: 800, height: 400 }], 6),
    ).toEqual({ x: 100, y: 500 });
    expect(snapPoint({ x: 20, y: 20 }, page, [], 6)).toEqual({ x: 20, y: 20 });
  });
});

describe('colour', () => {
  it('converts sRGB to L*a*b* D50 with Bradford adaptation (Lindbloom reference values)', () => {
    const cases: [[number, number, number], [number, number, number]][] = [
      [
        [255, 0, 0],
        [54.2917, 80.8125, 69.8851],
      ],
      [
        [0, 255, 0],
        [87.8185, -79.2873, 80.9902],
      ],
      [
        [0, 0, 255],
        [29.5676, 68.2986, -112.0294],
      ],
      [
        [128, 128, 128],
        [53.585, 0, 0],
      ],
      [
        [255, 255, 255],
        [100, 0, 0],
      ],
    ];
    for (const [rgb, lab] of cases) {
      const got = srgbToLabD50(...rgb);
      expect(got.l).toBeCloseTo(lab[0], 3);
      expect(got.a).toBeCloseTo(lab[1], 3);
      expect(got.b).toBeCloseTo(lab[2], 3);
    }
    expect(hexOf(255, 128, 0)).toBe('#FF8000');
  });

  it.each([false, true])('reads the source inks of the CMYK TIFF (deflate: %s)', (deflate) => {
    const source = openCmykSource(cmykFixtureTiff(deflate));
    if (!source) throw new Error('not read as CMYK');
    expect(sampleInks(source, 10, 10, 1)).toEqual({ c: 20, m: 0, y: 0, k: 0 });
    expect(sampleInks(source, 70, 10, 5)).toEqual({ c: 80, m: 60, y: 80, k: 100 });
    // 5 x 5 across the edge of the 25 % black half: 2 of 5 rows are black.
    expect(sampleInks(source, 100, 39, 5)).toEqual({ c: 0, m: 0, y: 0, k: 10 });
  });

  it.each([false, true])('reads the inks of a CMYK Photoshop file (RLE: %s)', (rle) => {
    // Photoshop stores ink inverted: 255 is no ink. Left half 20 % cyan, right half 100 % black.
    const plane = (left: number, right: number) =>
      Array.from({ length: 8 * 4 }, (_, i) => (i % 8 < 4 ? 255 - left : 255 - right));
    const psd = writePsd({
      version: 1,
      width: 8,
      height: 4,
      mode: 4,
      planes: [plane(51, 0), plane(0, 0), plane(0, 0), plane(0, 255)],
      rle,
    });
    const source = openCmykSource(psd);
    if (!source) throw new Error('not read as CMYK');
    expect(sampleInks(source, 1, 1, 3)).toEqual({ c: 20, m: 0, y: 0, k: 0 });
    expect(sampleInks(source, 6, 2, 1)).toEqual({ c: 0, m: 0, y: 0, k: 100 });
  });

  it('finds the 320 % rich black as the page maximum and marks it over a 300 % limit', () => {
    const source = openCmykSource(cmykFixtureTiff());
    if (!source) throw new Error('not read as CMYK');
    const view = buildCmykView(source, 2048);
    expect(view.maxCoverage).toBe(320);
    expect(view.maxAt).toEqual({ x: 60, y: 0 });
    const overlay = renderCoverage(view, 300);
    const marked = (x: number, y: number) => overlay[(y * view.width + x) * 4 + 3] ?? 0;
    expect(marked(75, 10)).toBeGreaterThan(0);
    expect(marked(45, 10)).toBe(0);
    expect(renderCoverage(view, 320)[(10 * view.width + 75) * 4 + 3]).toBe(0);
    expect(CMYK_FIXTURE.patches).toHaveLength(4);
  });

  it('builds the same view in bands (one a worker) as in one pass', () => {
    const source = openCmykSource(cmykFixtureTiff(true));
    if (!source) throw new Error('not read as CMYK');
    const whole = buildCmykView(source, 40); // cell 3: bands must start on a cell
    const joined = joinCmykViews([
      buildCmykView(source, 40, 0, 27),
      buildCmykView(source, 40, 27, 54),
      buildCmykView(source, 40, 54, 80),
    ]);
    expect(joined.height).toBe(whole.height);
    expect(joined.inks).toEqual(whole.inks);
    expect(joined.coverage).toEqual(whole.coverage);
    expect([joined.maxCoverage, joined.maxAt]).toEqual([whole.maxCoverage, whole.maxAt]);
  });

  it('shows a single plate in its ink colour or in grey', () => {
    const source = openCmykSource(cmykFixtureTiff());
    if (!source) throw new Error('not read as CMYK');
    const view = buildCmykView(source);
    const none = { c: false, m: false, y: false, k: false };
    const magenta = renderPlates(view, { plates: { ...none, m: true }, mode: 'ink' });
    const at = (10 * view.width + 40) * 4; // process red patch: 100 % magenta
    expect([...magenta.subarray(at, at + 3)]).toEqual([236, 0, 140]);
    const grey = renderPlates(view, { plates: { ...none, c: true }, mode: 'grey' });
    const cyan = (10 * view.width + 10) * 4; // 20 % cyan: 80 % white
    expect([...grey.subarray(cyan, cyan + 3)]).toEqual([204, 204, 204]);
  });
});
