import { degrees, type PDFDocument } from 'pdf-lib';
import { hex } from './pdf-kit';
import { A5, CREAM, FOREST, GOLD, INK, MARGIN, RED, footer, type Fonts } from './leaflet-style';

/** Page 1: brand band, title, berry sprig and pack facts. */
export function cover(doc: PDFDocument, fonts: Fonts): void {
  const page = doc.addPage(A5);
  const [w, h] = A5;
  page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: CREAM });
  page.drawRectangle({ x: 0, y: h - 170, width: w, height: 170, color: RED });
  page.drawText('FJORD & FIELD', {
    x: MARGIN,
    y: h - 70,
    size: 26,
    font: fonts.serifBold,
    color: CREAM,
  });
  page.drawText('Nordic preserves since 1987', {
    x: MARGIN,
    y: h - 94,
    size: 11,
    font: fonts.italic,
    color: GOLD,
  });
  page.drawText('Lingonberry Jam', {
    x: MARGIN,
    y: h - 230,
    size: 38,
    font: fonts.serifBold,
    color: RED,
  });
  page.drawText('Product information \u00b7 Produktinformation \u00b7 Information produit', {
    x: MARGIN,
    y: h - 256,
    size: 10,
    font: fonts.regular,
    color: INK,
  });
  // Berry sprig: leaves as ellipses, berries as circles with a highlight.
  const cx = w / 2;
  const cy = 250;
  for (let i = 0; i < 6; i++) {
    page.drawEllipse({
      x: cx - 110 + i * 44,
      y: cy + 48 + (i % 2) * 14,
      xScale: 26,
      yScale: 9,
      color: FOREST,
      rotate: degrees(i % 2 ? 25 : -20),
    });
  }
  const berries = [
    [-70, 10, 22],
    [-30, -20, 26],
    [15, 5, 24],
    [55, -25, 22],
    [90, 12, 20],
    [-5, 40, 18],
    [40, 38, 17],
  ] as const;
  for (const [dx, dy, r] of berries) {
    page.drawCircle({ x: cx + dx, y: cy + dy, size: r, color: RED });
    page.drawCircle({
      x: cx + dx - r * 0.35,
      y: cy + dy + r * 0.35,
      size: r * 0.25,
      color: hex('#e8a0ad'),
    });
  }
  page.drawRectangle({
    x: MARGIN,
    y: 90,
    width: w - 2 * MARGIN,
    height: 44,
    borderColor: GOLD,
    borderWidth: 1.5,
  });
  page.drawText('340 g \u00b7 Glass jar \u00b7 Made in Sweden', {
    x: MARGIN + 14,
    y: 107,
    size: 12,
    font: fonts.bold,
    color: INK,
  });
  footer(page, fonts, 1);
}
