import type { PDFDocument } from 'pdf-lib';
import { ean13 } from './ean13';
import { nutritionRows } from './nutrition';
import { drawParagraph, drawPdfEan13, hex } from './pdf-kit';
import {
  A5,
  CREAM,
  FOREST,
  INK,
  MARGIN,
  RED,
  footer,
  languageBlocks,
  type Fonts,
} from './leaflet-style';
import { LEAFLET_SECTIONS } from './leaflet-texts';

/** Page 2: ingredients in three languages and allergy advice. */
export function ingredientsPage(doc: PDFDocument, fonts: Fonts): void {
  const page = doc.addPage(A5);
  page.drawText('Ingredients and allergens', {
    x: MARGIN,
    y: A5[1] - 60,
    size: 20,
    font: fonts.serifBold,
    color: RED,
  });
  const y = languageBlocks(page, fonts, LEAFLET_SECTIONS.ingredients, A5[1] - 100);
  page.drawRectangle({
    x: MARGIN,
    y: y - 50,
    width: A5[0] - 2 * MARGIN,
    height: 50,
    color: hex('#f3e6c4'),
  });
  drawParagraph(
    page,
    'Allergy advice: made in a kitchen that also handles nuts. Contains no gluten and no milk.',
    MARGIN + 10,
    y - 20,
    A5[0] - 2 * MARGIN - 20,
    {
      font: fonts.bold,
      size: 9.5,
      colour: INK,
    },
  );
  footer(page, fonts, 2);
}

/** Page 3: storage and serving in three languages and the nutrition table. */
export function usagePage(doc: PDFDocument, fonts: Fonts): void {
  const page = doc.addPage(A5);
  page.drawText('Storage, serving and nutrition', {
    x: MARGIN,
    y: A5[1] - 60,
    size: 20,
    font: fonts.serifBold,
    color: RED,
  });
  let y = languageBlocks(page, fonts, LEAFLET_SECTIONS.usage, A5[1] - 100) - 6;
  const rows = nutritionRows({
    kj: 1012,
    kcal: 238,
    fat: 0.2,
    saturates: 0,
    carbohydrate: 54.6,
    sugars: 48.5,
    protein: 0.3,
    salt: 0.01,
  });
  const width = A5[0] - 2 * MARGIN;
  const rowHeight = 17;
  page.drawRectangle({ x: MARGIN, y: y - rowHeight, width, height: rowHeight, color: INK });
  page.drawText('Nutrition declaration', {
    x: MARGIN + 6,
    y: y - 12,
    size: 9.5,
    font: fonts.bold,
    color: CREAM,
  });
  page.drawText('per 100 g', {
    x: MARGIN + width - 50,
    y: y - 12,
    size: 9.5,
    font: fonts.bold,
    color: CREAM,
  });
  for (const row of rows) {
    y -= rowHeight;
    page.drawRectangle({
      x: MARGIN,
      y: y - rowHeight,
      width,
      height: rowHeight,
      borderColor: INK,
      borderWidth: 0.6,
    });
    page.drawText(row.label, {
      x: MARGIN + (row.sub ? 18 : 6),
      y: y - 12,
      size: 9,
      font: row.sub ? fonts.regular : fonts.bold,
      color: INK,
    });
    const valueWidth = fonts.regular.widthOfTextAtSize(row.value, 9);
    page.drawText(row.value, {
      x: MARGIN + width - 6 - valueWidth,
      y: y - 12,
      size: 9,
      font: fonts.regular,
      color: INK,
    });
  }
  footer(page, fonts, 3);
}

/** Page 4: producer and distributors, small print, recycling marks and the barcode. */
export function legalPage(doc: PDFDocument, fonts: Fonts): void {
  const page = doc.addPage(A5);
  const width = A5[0] - 2 * MARGIN;
  page.drawText('Legal information', {
    x: MARGIN,
    y: A5[1] - 60,
    size: 20,
    font: fonts.serifBold,
    color: RED,
  });
  const small = { font: fonts.regular, size: 8.5, colour: INK };
  let y = drawParagraph(
    page,
    'Producer: Fjord & Field Provisions AB, Bryggeriv\u00e4gen 12, 903 27 Ume\u00e5, Sweden. Consumer service: hello@fjordandfield.example.',
    MARGIN,
    A5[1] - 92,
    width,
    small,
  );
  y = drawParagraph(
    page,
    'Distributor in Germany: Nordtafel GmbH, Speicherstra\u00dfe 4, 20457 Hamburg. Distributeur en France : \u00c9picerie du Nord SARL, 9 rue des Halles, 59000 Lille.',
    MARGIN,
    y - 8,
    width,
    small,
  );
  y = drawParagraph(
    page,
    'Best before: see lid. The information in this leaflet was correct when it was printed; recipes and packaging may change, so always read the label on the jar. ' +
      'Fjord & Field and the berry sprig device are trade marks of Fjord & Field Provisions AB. This leaflet is demo content: every name, address and number in it is invented.',
    MARGIN,
    y - 8,
    width,
    small,
  );
  // Recycling marks: glass (circle) and metal lid (square), drawn as simple pictograms.
  page.drawCircle({ x: MARGIN + 20, y: y - 40, size: 16, borderColor: FOREST, borderWidth: 2 });
  page.drawText('GL', { x: MARGIN + 12, y: y - 44, size: 10, font: fonts.bold, color: FOREST });
  page.drawText('Glass jar: bottle bank', {
    x: MARGIN + 44,
    y: y - 44,
    size: 9,
    font: fonts.regular,
    color: INK,
  });
  page.drawRectangle({
    x: MARGIN + 4,
    y: y - 96,
    width: 32,
    height: 32,
    borderColor: FOREST,
    borderWidth: 2,
  });
  page.drawText('FE', { x: MARGIN + 12, y: y - 84, size: 10, font: fonts.bold, color: FOREST });
  page.drawText('Metal lid: recycle with metals', {
    x: MARGIN + 44,
    y: y - 84,
    size: 9,
    font: fonts.regular,
    color: INK,
  });
  drawPdfEan13(page, ean13('204100512347'), A5[0] - MARGIN - 113 * 1.4, 70, 1.4, 50, fonts.regular);
  footer(page, fonts, 4);
}
