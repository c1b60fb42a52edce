import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { cover } from './leaflet-cover';
import { ingredientsPage, legalPage, usagePage } from './leaflet-pages';
import { leafletColours, type LeafletTheme } from './leaflet-style';
import { JAM_LEAFLET } from './leaflet-themes-fruit';

/**
 * A four-page A5 PDF of one demo product (front, ingredients in EN/DE/FR, storage and
 * nutrition, legal text), in the product's own name, colours and copy (the jam leaflet
 * unless told: benches use it as their sample PDF).
 */
export async function buildLeafletPdf(theme: LeafletTheme = JAM_LEAFLET): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${theme.brand} ${theme.product}: ${theme.documentName}`);
  doc.setAuthor(theme.author);
  doc.setCreationDate(new Date('2025-04-01T09:00:00Z'));
  doc.setModificationDate(new Date('2025-04-01T09:00:00Z'));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const kit = { theme, colours: leafletColours(theme), fonts };
  cover(doc, kit);
  ingredientsPage(doc, kit);
  usagePage(doc, kit);
  legalPage(doc, kit);
  return doc.save();
}
