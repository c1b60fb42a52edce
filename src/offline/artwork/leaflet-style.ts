import type { PDFFont, PDFPage, RGB } from '@pdfme/pdf-lib';
import { drawParagraph, hex } from './pdf-kit';
import type { NutritionValues } from './wrap-label';

export const A5: [number, number] = [419.53, 595.28];
export const MARGIN = 36;

/** A titled paragraph in one language: [code, title, text]. */
type LanguageBlock = readonly [string, string, string];

/**
 * Brand, product, colours and copy of one demo product's four-page PDF (front, ingredients,
 * storage and nutrition, legal). Text is WinAnsi (Latin-1): the standard fonts draw nothing else.
 */
export interface LeafletTheme {
  brand: string;
  brandLine: string;
  /** The product's name as the demo project names it (tests check it is on every page). */
  product: string;
  /** What the document is, for its title and the footer, e.g. "Leaflet LF-0425 rev. 1". */
  documentName: string;
  author: string;
  packFacts: string;
  /** What the picture on the front shows. */
  hero: 'berries' | 'pots' | 'butter';
  colours: {
    main: string;
    paper: string;
    second: string;
    accent: string;
    ink: string;
    soft: string;
  };
  ingredients: readonly LanguageBlock[];
  allergyAdvice: string;
  usage: readonly LanguageBlock[];
  nutrition: NutritionValues;
  per: '100 g' | '100 ml';
  legal: readonly string[];
  recycling: readonly [{ code: string; text: string }, { code: string; text: string }];
  gtin12: string;
}

/** The theme's colours as pdf-lib colours. */
interface LeafletColours {
  main: RGB;
  paper: RGB;
  second: RGB;
  accent: RGB;
  ink: RGB;
  soft: RGB;
}

export function leafletColours(theme: LeafletTheme): LeafletColours {
  const { main, paper, second, accent, ink, soft } = theme.colours;
  return {
    main: hex(main),
    paper: hex(paper),
    second: hex(second),
    accent: hex(accent),
    ink: hex(ink),
    soft: hex(soft),
  };
}

/** The standard fonts the leaflet uses (WinAnsi: Latin-1 text only). */
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  serifBold: PDFFont;
  italic: PDFFont;
}

/** What every page drawer gets. */
export interface LeafletKit {
  theme: LeafletTheme;
  colours: LeafletColours;
  fonts: Fonts;
}

/** Rule, slug line (brand, product, document) and page number at the bottom of a page. */
export function footer(
  page: PDFPage,
  { theme, colours, fonts }: LeafletKit,
  pageNumber: number,
): void {
  page.drawLine({
    start: { x: MARGIN, y: 40 },
    end: { x: A5[0] - MARGIN, y: 40 },
    thickness: 0.5,
    color: colours.accent,
  });
  page.drawText(`${theme.brand} \u00b7 ${theme.product} \u00b7 ${theme.documentName}`, {
    x: MARGIN,
    y: 26,
    size: 7.5,
    font: fonts.regular,
    color: colours.ink,
  });
  page.drawText(`${pageNumber} / 4`, {
    x: A5[0] - MARGIN - 18,
    y: 26,
    size: 7.5,
    font: fonts.regular,
    color: colours.ink,
  });
}

/** A titled paragraph per language, each tagged with its language code; returns the y below them. */
export function languageBlocks(
  page: PDFPage,
  { colours, fonts }: LeafletKit,
  blocks: readonly LanguageBlock[],
  top: number,
): number {
  let y = top;
  for (const [code, title, text] of blocks) {
    page.drawRectangle({ x: MARGIN, y: y - 4, width: 24, height: 16, color: colours.second });
    page.drawText(code, { x: MARGIN + 4, y, size: 9, font: fonts.bold, color: colours.paper });
    page.drawText(title, {
      x: MARGIN + 32,
      y,
      size: 13,
      font: fonts.serifBold,
      color: colours.main,
    });
    y = drawParagraph(page, text, MARGIN + 32, y - 18, A5[0] - 2 * MARGIN - 32, {
      font: fonts.regular,
      size: 9.5,
      colour: colours.ink,
    });
    y -= 16;
  }
  return y;
}

/** A page heading in the theme's main colour. */
export function pageHeading(page: PDFPage, { colours, fonts }: LeafletKit, text: string): void {
  page.drawText(text, {
    x: MARGIN,
    y: A5[1] - 60,
    size: 20,
    font: fonts.serifBold,
    color: colours.main,
  });
}
