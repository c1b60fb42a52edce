/*
 * Two versions of a four-language label as PDFs with known text edits, for the text compare's
 * tests (Vitest builds them in memory, the e2e tests upload them). Version 2 changes numbers and
 * words in Latin, Hebrew and Ukrainian script, makes one line bold (formatting only), inserts a
 * page and turns the legal page's text into outlines (vector paths, no text layer).
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFPage } from '@pdfme/pdf-lib';
import { FontChain } from '../offline/reports/report-text';

/** Noto Sans files in lookup order (latin, latin-ext, cyrillic, hebrew), regular and bold. */
export interface FixtureFonts {
  regular: Uint8Array[];
  bold: Uint8Array[];
}

const PAGE = { width: 420, height: 595 };
const INK = rgb(0.1, 0.1, 0.1);

interface Line {
  text: string;
  bold?: boolean;
  size?: number;
}

const LATIN_V1: Line[] = [
  { text: 'Oat Crunch Granola', bold: true, size: 20 },
  { text: 'Ingredents: oats, honey, almonds, sunflower oil' },
  { text: 'Allergens: almonds' },
  { text: 'Sugars 12 g per 100 g' },
  { text: 'Fat 7 g per 100 g' },
  { text: 'Keep away from direct sunlight' },
];
const LATIN_V2: Line[] = [
  { text: 'Oat Crunch Granola', bold: true, size: 20 },
  { text: 'Ingredients: oats, honey, almonds, sunflower oil' },
  { text: 'Allergens: almonds, milk' },
  { text: 'Sugars 10 g per 100 g' },
  { text: 'Fat 7.0 g per 100 g' },
  { text: 'Keep away from direct sunlight', bold: true },
];
const HEBREW_V1: Line[] = [
  { text: 'גרנולה שיבולת שועל', bold: true, size: 20 },
  { text: 'רכיבים: שיבולת שועל, דבש, שקדים' },
  { text: 'סוכרים 12 גרם ל-100 גרם' },
  { text: 'אלרגנים: שקדים' },
];
const HEBREW_V2: Line[] = [
  { text: 'גרנולה שיבולת שועל', bold: true, size: 20 },
  { text: 'רכיבים: שיבולת שועל, דבש, שקדים' },
  { text: 'סוכרים 10 גרם ל-100 גרם' },
  { text: 'אלרגנים: שקדים, חלב' },
];
const UKRAINIAN_V1: Line[] = [
  { text: 'Вівсяна гранола', bold: true, size: 20 },
  { text: 'Склад: вівсяні пластівці, мед, мигдаль' },
  { text: 'Цукри 12 г на 100 г' },
  { text: 'Зберігати в сухому місці' },
];
const UKRAINIAN_V2: Line[] = [
  { text: 'Вівсяна гранола', bold: true, size: 20 },
  { text: 'Склад: вівсяні пластівці, мед, мигдаль' },
  { text: 'Цукри 10 г на 100 г' },
  { text: 'Зберігати в сухому прохолодному місці' },
];
const INSERTED: Line[] = [
  { text: 'New recipe', bold: true, size: 20 },
  { text: 'Now with a third less sugar' },
];
const LEGAL: Line[] = [
  { text: 'Made in Norway by Acme Foods AS' },
  { text: 'Best before: see top of pack' },
];

interface Kit {
  regular: FontChain;
  bold: FontChain;
}

function drawLines(page: PDFPage, lines: readonly Line[], kit: Kit): void {
  let y = PAGE.height - 60;
  for (const line of lines) {
    const size = line.size ?? 12;
    (line.bold ? kit.bold : kit.regular).draw(page, line.text, {
      x: 40,
      y,
      size,
      color: INK,
      width: PAGE.width - 80,
    });
    y -= size * 2;
  }
}

/** Draws the lines as glyph outlines: the page looks the same but has no text to extract. */
function drawOutlined(page: PDFPage, lines: readonly Line[], fontFile: Uint8Array): void {
  const font = fontkit.create(fontFile);
  let y = PAGE.height - 60;
  for (const line of lines) {
    const size = line.size ?? 12;
    const scale = size / font.unitsPerEm;
    const run = font.layout(line.text);
    let x = 40;
    run.glyphs.forEach((glyph, i) => {
      const path = glyph.path.toSVG();
      // SVG paths grow downwards; a glyph's outline grows upwards from its baseline.
      if (path) page.drawSvgPath(path, { x, y, scale, color: INK, borderWidth: 0 });
      x += (run.positions[i]?.xAdvance ?? 0) * scale;
    });
    y -= size * 2;
  }
}

async function build(fonts: FixtureFonts, version: 1 | 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const kit = {
    regular: await FontChain.embed(doc, fonts.regular),
    bold: await FontChain.embed(doc, fonts.bold),
  };
  const page = (lines: readonly Line[]) =>
    drawLines(doc.addPage([PAGE.width, PAGE.height]), lines, kit);
  page(version === 1 ? LATIN_V1 : LATIN_V2);
  if (version === 2) page(INSERTED);
  page(version === 1 ? HEBREW_V1 : HEBREW_V2);
  page(version === 1 ? UKRAINIAN_V1 : UKRAINIAN_V2);
  if (version === 1) page(LEGAL);
  else drawOutlined(doc.addPage([PAGE.width, PAGE.height]), LEGAL, fonts.regular[0] as Uint8Array);
  return doc.save();
}

/** Version 1 and 2 of the fixture label. */
export async function buildTextCompareFixtures(
  fonts: FixtureFonts,
): Promise<{ v1: Uint8Array; v2: Uint8Array }> {
  return { v1: await build(fonts, 1), v2: await build(fonts, 2) };
}

/** The differences version 2 brings, as the text compare lists them (kind: old → new). */
export const EXPECTED_DIFFERENCES = [
  'changed: 12 g → 10 g (page 1)',
  'changed: Ingredents: → Ingredients: (page 1)',
  'changed: almonds → almonds, milk (page 1)',
  'formatting: 7 g → 7.0 g (page 1)',
  'formatting: Keep away from direct sunlight → Keep away from direct sunlight (page 1)',
  'added: → New recipe Now with a third less sugar (page 2)',
  'changed: 12 גרם → 10 גרם (page 3)',
  'changed: שקדים → שקדים, חלב (page 3)',
  'changed: 12 г → 10 г (page 4)',
  'added: → прохолодному (page 4)',
] as const;
