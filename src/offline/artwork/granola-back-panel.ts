import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from '@pdfme/pdf-lib';
import type { Box } from './carton-dieline';
import { hex } from './pdf-kit';

/**
 * The back panel of the Oat Crunch carton as a one-page PDF with a real text layer, in two
 * versions with known text edits: version 2 changes the sugars value (12 g to 10 g), adds
 * milk to the allergens, moves the storage line up under the product name and fixes the word
 * "Ingredents". The demo's comment on version 1 asks for two of them (sugars and the typo), so
 * text compare's "Was it fixed?" shows answered requests and changes nobody asked for.
 */
export const BACK_PANEL_SIZE = { width: 360, height: 504 };

const MARGIN = 32;
const VALUE_X = 250;
/** Tops (points from the page's top) of the blocks comments can point at. */
const INGREDIENTS_TOP = 150;
const NUTRITION_TOP = 262;
const ROW = 20;
const NUTRITION_ROWS = [
  ['Energy', '1810 kJ / 430 kcal'],
  ['Fat', '14 g'],
  ['of which saturates', '2.1 g'],
  ['Carbohydrate', '61 g'],
  ['of which sugars', '12 g'],
  ['Fibre', '8 g'],
  ['Protein', '11 g'],
  ['Salt', '0.3 g'],
] as const;
const SUGARS_ROW = 4;

/** Where a comment can point: the ingredients block and the sugars row (points, from top left). */
export const BACK_PANEL_BOXES: Record<'ingredients' | 'sugars', Box> = {
  ingredients: { x: MARGIN - 4, y: INGREDIENTS_TOP - 14, w: 300, h: 50 },
  sugars: { x: MARGIN - 4, y: NUTRITION_TOP + SUGARS_ROW * ROW - 13, w: 296, h: 18 },
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function text(page: PDFPage, value: string, x: number, top: number, font: PDFFont, size = 10) {
  // pdf-lib places the baseline; layouts here are by the line's top, y down.
  page.drawText(value, { x, y: BACK_PANEL_SIZE.height - top, size, font, color: hex('#1f2933') });
}

function draw(page: PDFPage, fonts: Fonts, version: 1 | 2): void {
  const ink = hex('#b4532a');
  page.drawRectangle({
    x: 0,
    y: BACK_PANEL_SIZE.height - 110,
    width: 360,
    height: 110,
    color: hex('#fbe8d3'),
  });
  text(page, 'Morning Harbour', MARGIN, 40, fonts.bold, 12);
  page.drawText('Oat Crunch', {
    x: MARGIN,
    y: BACK_PANEL_SIZE.height - 72,
    size: 26,
    font: fonts.bold,
    color: ink,
  });
  text(page, 'Crunchy oat granola with honey and almonds, 500 g', MARGIN, 94, fonts.regular, 9);
  if (version === 2) text(page, 'Store in a cool, dry place.', MARGIN, 124, fonts.regular, 9);

  text(page, 'Ingredients', MARGIN, INGREDIENTS_TOP - 18 + 4, fonts.bold, 11);
  const word = version === 1 ? 'Ingredents:' : 'Ingredients:';
  text(
    page,
    `${word} whole grain oats (62%), honey (14%), almonds (8%),`,
    MARGIN,
    INGREDIENTS_TOP + 4,
    fonts.regular,
    9,
  );
  text(
    page,
    'sunflower oil, rice flour, sea salt.',
    MARGIN,
    INGREDIENTS_TOP + 18,
    fonts.regular,
    9,
  );
  const allergens =
    version === 1
      ? 'Allergens: almonds, oats (gluten).'
      : 'Allergens: almonds, oats (gluten), milk.';
  text(page, allergens, MARGIN, INGREDIENTS_TOP + 44, fonts.bold, 9);

  text(page, 'Nutrition per 100 g', MARGIN, NUTRITION_TOP - 20, fonts.bold, 11);
  NUTRITION_ROWS.forEach(([label, value], i) => {
    const top = NUTRITION_TOP + i * ROW;
    const shown = i === SUGARS_ROW && version === 2 ? '10 g' : value;
    text(page, label, MARGIN, top, fonts.regular, 9);
    text(page, shown, VALUE_X, top, fonts.regular, 9);
    page.drawLine({
      start: { x: MARGIN, y: BACK_PANEL_SIZE.height - top - 6 },
      end: { x: 328, y: BACK_PANEL_SIZE.height - top - 6 },
      thickness: 0.5,
      color: hex('#cbd2d9'),
    });
  });

  if (version === 1) text(page, 'Store in a cool, dry place.', MARGIN, 436, fonts.regular, 9);
  text(
    page,
    'Morning Harbour Foods Ltd, 1 Harbour Road, Bristol BS1 4QA',
    MARGIN,
    470,
    fonts.regular,
    8,
  );
  text(page, 'Oat Crunch is a trade mark of Morning Harbour Foods.', MARGIN, 484, fonts.regular, 7);
}

/** Version 1 or 2 of the back panel. */
export async function buildGranolaBackPanel(version: 1 | 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Morning Harbour Oat Crunch: back panel, version ${String(version)}`);
  doc.setCreationDate(new Date('2025-05-01T09:00:00Z'));
  doc.setModificationDate(new Date('2025-05-01T09:00:00Z'));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  draw(doc.addPage([BACK_PANEL_SIZE.width, BACK_PANEL_SIZE.height]), fonts, version);
  return doc.save();
}
