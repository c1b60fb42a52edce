import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFName, PDFString } from '@pdfme/pdf-lib';
import type { CorpusFile } from './corpus-types';
import { RawPdf } from './pdf-builder';

/** An arrow pointing to the page's top and a label, so a wrong rotation cannot pass. */
const ARROW =
  '0.1 0.3 0.7 rg 80 20 40 110 re f 40 130 m 100 190 l 160 130 l h f 0.9 0.5 0.1 rg 150 20 40 40 re f';

/** Pages with /Rotate 90, 180 and 270 in one document. */
async function rotations(): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  for (const rotate of [90, 180, 270]) pdf.page(200, 200, ARROW, {}, { Rotate: rotate });
  return pdf.save();
}

/** A page whose crop box shows only part of its media box. */
async function cropped(): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  pdf.page(
    300,
    300,
    `${ARROW} 0 0 0 rg 0 0 300 5 re f 0 295 300 5 re f`,
    {},
    {
      CropBox: [30, 40, 230, 180],
    },
  );
  return pdf.save();
}

/** A 4.9 x 2.5 m banner (just inside the 5 m page limit): rendered within the pixel caps. */
async function huge(): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  const bands = Array.from(
    { length: 14 },
    (_, i) => `${(i % 3) / 2} ${(i % 5) / 4} ${(i % 7) / 6} rg ${i * 1000} 0 1000 7000 re f`,
  );
  pdf.page(14_000, 7_000, `${bands.join('\n')} 1 1 1 rg 2000 2000 10000 3000 re f`);
  return pdf.save();
}

/** A 20 x 10 pt page: a few pixels high at the processing's dpi. */
async function tiny(): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  pdf.page(20, 10, '0.8 0.1 0.1 rg 0 0 10 10 re f 0.1 0.1 0.8 rg 10 0 10 10 re f');
  return pdf.save();
}

/** A Type 3 font whose three glyphs (a, b, c) are drawn in the file itself. */
async function type3Font(): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  const procs = {
    a: pdf.stream('1000 0 0 0 1000 1000 d1 100 0 800 800 re f'),
    b: pdf.stream('1000 0 0 0 1000 1000 d1 100 0 m 500 900 l 900 0 l h f'),
    c: pdf.stream(
      '1000 0 0 0 1000 1000 d1 100 100 m 900 100 l 900 300 l 300 300 l 300 700 l 900 700 l 900 900 l 100 900 l h f',
    ),
  };
  const font = pdf.obj({
    Type: 'Font',
    Subtype: 'Type3',
    FontBBox: [0, 0, 1000, 1000],
    FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    CharProcs: procs,
    Encoding: { Type: 'Encoding', Differences: [97, 'a', 'b', 'c'] },
    FirstChar: 97,
    LastChar: 99,
    Widths: [1000, 1000, 1000],
  });
  pdf.page(
    200,
    200,
    'BT 0.2 0.2 0.2 rg /F0 30 Tf 15 140 Td (abcabc) Tj 0 -60 Td 0.7 0 0 rg (cba) Tj ET',
    {
      Font: { F0: font },
    },
  );
  return pdf.save();
}

/** A TrueType font embedded whole (DejaVu Sans Mono, a monospaced font: every width is 602). */
async function embeddedTrueType(): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  const file = new Uint8Array(
    await readFile(join(process.cwd(), 'tests/fixtures/fonts/DejaVuSansMono.ttf')),
  );
  const descriptor = pdf.obj({
    Type: 'FontDescriptor',
    FontName: 'DejaVuSansMono',
    Flags: 32 + 1,
    FontBBox: [-558, -375, 718, 1042],
    ItalicAngle: 0,
    Ascent: 928,
    Descent: -236,
    CapHeight: 729,
    StemV: 80,
    FontFile2: pdf.stream(file, { Length1: file.length }),
  });
  const font = pdf.obj({
    Type: 'Font',
    Subtype: 'TrueType',
    BaseFont: 'DejaVuSansMono',
    FirstChar: 32,
    LastChar: 126,
    Widths: Array.from({ length: 95 }, () => 602),
    Encoding: 'WinAnsiEncoding',
    FontDescriptor: descriptor,
  });
  const lines = ['Proof 0123456789', 'Embedded TrueType', 'ABCDEFGHIJKLMNOP', 'qrstuvwxyz {}[]()'];
  const text = lines.map((line, i) => `1 0 0 1 12 ${170 - i * 40} Tm (${line}) Tj`).join(' ');
  pdf.page(300, 200, `BT 0 0 0 rg /F0 20 Tf ${text} ET`, { Font: { F0: font } });
  return pdf.save();
}

/** Annotations drawn from their appearance streams: a square, a stamp and a free-text box. */
async function annotations(): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  const appearance = (content: string, w: number, h: number) =>
    pdf.stream(content, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
  const square = pdf.obj({
    Type: 'Annot',
    Subtype: 'Square',
    Rect: [20, 110, 100, 180],
    F: 4,
    C: [1, 0, 0],
    AP: { N: appearance('1 0 0 RG 4 w 2 2 76 66 re S', 80, 70) },
  });
  const stamp = pdf.obj({
    Type: 'Annot',
    Subtype: 'Stamp',
    Rect: [110, 110, 190, 180],
    F: 4,
    AP: {
      N: appearance(
        '0 0.6 0.2 rg 0 0 80 70 re f 1 1 1 rg 10 10 60 50 re f 0 0.6 0.2 rg 25 25 30 20 re f',
        80,
        70,
      ),
    },
  });
  const note = pdf.obj({
    Type: 'Annot',
    Subtype: 'FreeText',
    Rect: [20, 20, 180, 90],
    F: 4,
    DA: PDFString.of('/Helv 12 Tf 0 g'),
    AP: {
      N: appearance(
        '0.95 0.9 0.5 rg 0 0 160 70 re f 0.3 0.3 0.3 RG 1 w 0.5 0.5 159 69 re S 0.2 0.2 0.6 rg 10 30 140 8 re f',
        160,
        70,
      ),
    },
  });
  const page = pdf.page(200, 200, '0.9 0.9 0.9 rg 0 0 200 200 re f');
  page.set(PDFName.of('Annots'), pdf.doc.context.obj([square, stamp, note]));
  return pdf.save();
}

/** Text in the standard 14 fonts (not embedded: each renderer substitutes its own). */
async function standardFonts(): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  const font = (base: string) =>
    pdf.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: base, Encoding: 'WinAnsiEncoding' });
  pdf.page(
    300,
    200,
    'BT 0 0 0 rg /F0 24 Tf 15 150 Td (Helvetica Bold 24) Tj /F1 18 Tf 0 -50 Td (Times Roman, 18 pt) Tj /F2 14 Tf 0 -50 Td (Courier 14 pt) Tj ET',
    { Font: { F0: font('Helvetica-Bold'), F1: font('Times-Roman'), F2: font('Courier') } },
  );
  return pdf.save();
}

/** Rotated and cropped pages, a huge and a tiny page, embedded fonts, annotations and text. */
export async function geometryCorpus(): Promise<CorpusFile[]> {
  return [
    { name: 'rotate-90-180-270', bytes: await rotations() },
    { name: 'crop-box', bytes: await cropped() },
    { name: 'huge-page-4.9m', bytes: await huge() },
    {
      name: 'tiny-page-20x10pt',
      bytes: await tiny(),
      threshold: 0.8,
      thresholdReason:
        '41 x 20 pixels: the renderers place the 10 pt edge half a pixel apart, and each edge pixel weighs heavily',
    },
    { name: 'type3-font', bytes: await type3Font() },
    { name: 'embedded-truetype', bytes: await embeddedTrueType() },
    { name: 'annotations-appearance', bytes: await annotations() },
    {
      name: 'standard-fonts',
      bytes: await standardFonts(),
      threshold: 0.8,
      thresholdReason:
        'non-embedded fonts: pdf.js draws its bundled Foxit fonts, poppler the system substitutes',
    },
  ];
}
