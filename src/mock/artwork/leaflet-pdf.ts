import { PDFDocument, StandardFonts } from 'pdf-lib';
import { cover } from './leaflet-cover';
import { ingredientsPage, legalPage, usagePage } from './leaflet-pages';
import type { Fonts } from './leaflet-style';

/** A four-page A5 product leaflet (cover, ingredients in EN/DE/FR, storage and nutrition, legal text). */
export async function buildLeafletPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Fjord & Field Lingonberry Jam: product leaflet');
  doc.setAuthor('Fjord & Field Provisions AB (demo)');
  doc.setCreationDate(new Date('2025-04-01T09:00:00Z'));
  doc.setModificationDate(new Date('2025-04-01T09:00:00Z'));
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  cover(doc, fonts);
  ingredientsPage(doc, fonts);
  usagePage(doc, fonts);
  legalPage(doc, fonts);
  return doc.save();
}
