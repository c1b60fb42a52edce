import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFNumber, rgb, StandardFonts } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { processUpload } from './process-upload';
import { nodeRaster } from './raster-node';
import { failureMessage, inspectImage, PNG_MAGIC } from './test-inputs';
import type { ProcessingResult } from './types';

// Copies of pdf.js test files (Apache-2.0), kept in the repository: see tests/fixtures/README.md.
const FIXTURES = join(import.meta.dirname, '../../../../tests/fixtures/pdf');
// Low resolution keeps the 14-page document quick; the scale logic is the same.
const FAST = { pdfRenderDpi: 36 };

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(`${FIXTURES}/${name}`));
}

function expectOk(result: ProcessingResult): Extract<ProcessingResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got: ${result.statusMessage}`);
  return result;
}

/** Page aspect ratios as pdf-lib reads them (crop box, /Rotate applied): an independent expectation. */
async function expectedAspects(bytes: Uint8Array): Promise<number[]> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  return doc.getPages().map((page) => {
    const { width, height } = page.getCropBox();
    return page.getRotation().angle % 180 === 0 ? width / height : height / width;
  });
}

async function pdfWithPages(
  sizes: readonly (readonly [number, number, number?])[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [width, height, userUnit] of sizes) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({
      x: 10,
      y: 10,
      width: width / 2,
      height: height / 2,
      color: rgb(0.8, 0.1, 0.1),
    });
    page.drawText('Proof', { x: 20, y: height - 40, size: 24, font });
    if (userUnit) page.node.set(PDFName.of('UserUnit'), PDFNumber.of(userUnit));
  }
  return doc.save();
}

describe('processUpload with the fixture PDFs', () => {
  it.each([
    ['tracemonkey.pdf', 14],
    ['sizes.pdf', 3],
    ['rotation.pdf', 2],
    ['devicen.pdf', 1],
    ['cmykjpeg.pdf', 1],
  ])(
    'renders every page of %s as a PNG with the page aspect ratio',
    async (name, pageCount) => {
      const bytes = fixture(name);
      const result = expectOk(await processUpload({ bytes, fileName: name }, nodeRaster, FAST));
      const aspects = await expectedAspects(bytes);

      expect(result.fileType).toBe('pdf');
      expect(result.pages).toHaveLength(pageCount);
      for (const [i, page] of result.pages.entries()) {
        expect([...page.png.subarray(0, 4)]).toEqual(PNG_MAGIC);
        expect(await inspectImage(page.png)).toMatchObject({
          width: page.width,
          height: page.height,
        });
        expect(page.width / page.height).toBeCloseTo(aspects[i] ?? 0, 1);
      }
      const thumb = await inspectImage(result.thumbnail);
      expect(thumb.width / thumb.height).toBeCloseTo(aspects[0] ?? 0, 1);
    },
    60_000,
  );

  it('renders at 150 dpi by default and applies page rotation', async () => {
    const result = expectOk(
      await processUpload({ bytes: fixture('rotation.pdf'), fileName: 'rotation.pdf' }, nodeRaster),
    );

    expect(result.pages.map((p) => [p.width, p.height])).toEqual([
      [1275, 1650],
      [1650, 1275],
    ]);
  });

  it('gives each page of a mixed-size document its own size', async () => {
    const result = expectOk(
      await processUpload({ bytes: fixture('sizes.pdf'), fileName: 'sizes.pdf' }, nodeRaster, FAST),
    );
    const sizes = new Set(result.pages.map((p) => `${p.width}x${p.height}`));

    expect(sizes.size).toBe(3);
  });

  it('accepts a PDF-compatible Illustrator file as file type ai', async () => {
    const result = expectOk(
      await processUpload(
        { bytes: await pdfWithPages([[300, 200]]), fileName: 'Dieline.AI' },
        nodeRaster,
      ),
    );

    expect(result.fileType).toBe('ai');
    expect(result.pages[0]).toMatchObject({ width: 625, height: 416 });
  });
});

describe('PDF page geometry', () => {
  it('lowers the resolution of huge pages to the side and pixel caps', async () => {
    // 4 m x 0.5 m and 2 m x 2 m: both within the 5 m limit, both far above the caps.
    const bytes = await pdfWithPages([
      [11_338, 1_417],
      [5_669, 5_669],
    ]);
    const result = expectOk(
      await processUpload({ bytes, fileName: 'banner.pdf' }, nodeRaster, {
        maxRenderSide: 800,
        maxRenderPixels: 250_000,
      }),
    );
    const [banner, square] = result.pages;

    expect(banner?.width).toBe(800);
    expect(banner?.height).toBe(99);
    expect(square?.width).toBe(500);
    expect(square?.height).toBe(500);
  });

  it('counts UserUnit in the rendered size', async () => {
    const result = expectOk(
      await processUpload(
        { bytes: await pdfWithPages([[600, 300, 2]]), fileName: 'big.pdf' },
        nodeRaster,
        FAST,
      ),
    );

    expect(result.pages[0]).toMatchObject({ width: 600, height: 300 });
  });
});

describe('PDF refusals', () => {
  it('refuses a page over 5 m on a side without rendering anything', async () => {
    const sixMetres = (6 / 0.0254) * 72;
    const result = await processUpload(
      {
        bytes: await pdfWithPages([
          [600, 800],
          [sixMetres, 800],
        ]),
        fileName: 'wall.pdf',
      },
      nodeRaster,
    );

    expect(failureMessage(result)).toMatch(/Page 2 .*6\.00 x 0\.28 m.*5 m/);
  });

  it('refuses a page that is over 5 m through its UserUnit', async () => {
    const result = await processUpload(
      { bytes: await pdfWithPages([[600, 300, 30]]), fileName: 'scaled.pdf' },
      nodeRaster,
    );

    expect(failureMessage(result)).toMatch(/Page 1 .*6\.35 x 3\.1\d m/);
  });

  it.each([
    [
      'garbage after a PDF header',
      () => new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all\n%%EOF'),
    ],
    ['a truncated file', () => fixture('tracemonkey.pdf').slice(0, 1500)],
  ])('refuses %s as unreadable', async (_label, make) => {
    const result = await processUpload({ bytes: make(), fileName: 'broken.pdf' }, nodeRaster, FAST);

    expect(failureMessage(result)).toMatch(/could not be read/);
  });
});
