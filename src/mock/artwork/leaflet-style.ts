import type { PDFFont, PDFPage } from 'pdf-lib';
import { drawParagraph, hex } from './pdf-kit';

export const A5: [number, number] = [419.53, 595.28];
export const RED = hex('#8e1730');
export const CREAM = hex('#f7f0e1');
export const FOREST = hex('#2f5d3a');
export const GOLD = hex('#c9a227');
export const INK = hex('#2a1a17');
export const MARGIN = 36;

/** The standard fonts the leaflet uses (WinAnsi: Latin-1 text only). */
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  serifBold: PDFFont;
  italic: PDFFont;
}

/** Rule, slug line and page number at the bottom of a page. */
export function footer(page: PDFPage, fonts: Fonts, pageNumber: number): void {
  page.drawLine({
    start: { x: MARGIN, y: 40 },
    end: { x: A5[0] - MARGIN, y: 40 },
    thickness: 0.5,
    color: GOLD,
  });
  page.drawText('Fjord & Field \u00b7 Lingonberry Jam \u00b7 Leaflet LF-0425 rev. 1', {
    x: MARGIN,
    y: 26,
    size: 7.5,
    font: fonts.regular,
    color: INK,
  });
  page.drawText(`${pageNumber} / 4`, {
    x: A5[0] - MARGIN - 18,
    y: 26,
    size: 7.5,
    font: fonts.regular,
    color: INK,
  });
}

/** A titled paragraph per language, each tagged with its language code; returns the y below them. */
export function languageBlocks(
  page: PDFPage,
  fonts: Fonts,
  blocks: readonly (readonly [string, string, string])[],
  top: number,
): number {
  let y = top;
  for (const [code, title, text] of blocks) {
    page.drawRectangle({ x: MARGIN, y: y - 4, width: 24, height: 16, color: FOREST });
    page.drawText(code, { x: MARGIN + 4, y, size: 9, font: fonts.bold, color: CREAM });
    page.drawText(title, { x: MARGIN + 32, y, size: 13, font: fonts.serifBold, color: RED });
    y = drawParagraph(page, text, MARGIN + 32, y - 18, A5[0] - 2 * MARGIN - 32, {
      font: fonts.regular,
      size: 9.5,
      colour: INK,
    });
    y -= 16;
  }
  return y;
}
