import type { PDFDocument } from '@pdfme/pdf-lib';
import { ean13 } from './ean13';
import { nutritionRows } from './nutrition';
import { drawParagraph, drawPdfEan13 } from './pdf-kit';
import { A5, MARGIN, footer, languageBlocks, pageHeading, type LeafletKit } from './leaflet-style';

/** Page 2: ingredients in three languages and allergy advice. */
export function ingredientsPage(doc: PDFDocument, kit: LeafletKit): void {
  const { theme, colours, fonts } = kit;
  const page = doc.addPage(A5);
  pageHeading(page, kit, 'Ingredients and allergens');
  const y = languageBlocks(page, kit, theme.ingredients, A5[1] - 100);
  page.drawRectangle({
    x: MARGIN,
    y: y - 50,
    width: A5[0] - 2 * MARGIN,
    height: 50,
    color: colours.soft,
  });
  drawParagraph(page, theme.allergyAdvice, MARGIN + 10, y - 20, A5[0] - 2 * MARGIN - 20, {
    font: fonts.bold,
    size: 9.5,
    colour: colours.ink,
  });
  footer(page, kit, 2);
}

/** Page 3: storage and serving in three languages and the nutrition table. */
export function usagePage(doc: PDFDocument, kit: LeafletKit): void {
  const { theme, colours, fonts } = kit;
  const page = doc.addPage(A5);
  pageHeading(page, kit, 'Storage, serving and nutrition');
  let y = languageBlocks(page, kit, theme.usage, A5[1] - 100) - 6;
  const rows = nutritionRows(theme.nutrition);
  const width = A5[0] - 2 * MARGIN;
  const rowHeight = 17;
  page.drawRectangle({ x: MARGIN, y: y - rowHeight, width, height: rowHeight, color: colours.ink });
  page.drawText('Nutrition declaration', {
    x: MARGIN + 6,
    y: y - 12,
    size: 9.5,
    font: fonts.bold,
    color: colours.paper,
  });
  const per = `per ${theme.per}`;
  page.drawText(per, {
    x: MARGIN + width - 6 - fonts.bold.widthOfTextAtSize(per, 9.5),
    y: y - 12,
    size: 9.5,
    font: fonts.bold,
    color: colours.paper,
  });
  for (const row of rows) {
    y -= rowHeight;
    page.drawRectangle({
      x: MARGIN,
      y: y - rowHeight,
      width,
      height: rowHeight,
      borderColor: colours.ink,
      borderWidth: 0.6,
    });
    page.drawText(row.label, {
      x: MARGIN + (row.sub ? 18 : 6),
      y: y - 12,
      size: 9,
      font: row.sub ? fonts.regular : fonts.bold,
      color: colours.ink,
    });
    const valueWidth = fonts.regular.widthOfTextAtSize(row.value, 9);
    page.drawText(row.value, {
      x: MARGIN + width - 6 - valueWidth,
      y: y - 12,
      size: 9,
      font: fonts.regular,
      color: colours.ink,
    });
  }
  footer(page, kit, 3);
}

/** Page 4: producer and distributors, small print, recycling marks and the barcode. */
export function legalPage(doc: PDFDocument, kit: LeafletKit): void {
  const { theme, colours, fonts } = kit;
  const page = doc.addPage(A5);
  const width = A5[0] - 2 * MARGIN;
  pageHeading(page, kit, 'Legal information');
  const small = { font: fonts.regular, size: 8.5, colour: colours.ink };
  let y = A5[1] - 92 + 8;
  for (const paragraph of theme.legal)
    y = drawParagraph(page, paragraph, MARGIN, y - 8, width, small);
  // Recycling marks: a circle and a square pictogram with their codes.
  const [first, second] = theme.recycling;
  page.drawCircle({
    x: MARGIN + 20,
    y: y - 40,
    size: 16,
    borderColor: colours.second,
    borderWidth: 2,
  });
  page.drawText(first.code, {
    x: MARGIN + 12,
    y: y - 44,
    size: 10,
    font: fonts.bold,
    color: colours.second,
  });
  page.drawText(first.text, {
    x: MARGIN + 44,
    y: y - 44,
    size: 9,
    font: fonts.regular,
    color: colours.ink,
  });
  page.drawRectangle({
    x: MARGIN + 4,
    y: y - 96,
    width: 32,
    height: 32,
    borderColor: colours.second,
    borderWidth: 2,
  });
  page.drawText(second.code, {
    x: MARGIN + 12,
    y: y - 84,
    size: 10,
    font: fonts.bold,
    color: colours.second,
  });
  page.drawText(second.text, {
    x: MARGIN + 44,
    y: y - 84,
    size: 9,
    font: fonts.regular,
    color: colours.ink,
  });
  drawPdfEan13(page, ean13(theme.gtin12), A5[0] - MARGIN - 113 * 1.4, 70, 1.4, 50, fonts.regular);
  footer(page, kit, 4);
}
