import { degrees, type PDFDocument, type PDFPage } from '@pdfme/pdf-lib';
import { hex } from './pdf-kit';
import { A5, MARGIN, footer, type LeafletKit } from './leaflet-style';

/** Berry sprig: leaves as ellipses, berries as circles with a highlight. */
function berries(page: PDFPage, { colours }: LeafletKit, cx: number, cy: number): void {
  for (let i = 0; i < 6; i++) {
    page.drawEllipse({
      x: cx - 110 + i * 44,
      y: cy + 48 + (i % 2) * 14,
      xScale: 26,
      yScale: 9,
      color: colours.second,
      rotate: degrees(i % 2 ? 25 : -20),
    });
  }
  const spots = [
    [-70, 10, 22],
    [-30, -20, 26],
    [15, 5, 24],
    [55, -25, 22],
    [90, 12, 20],
    [-5, 40, 18],
    [40, 38, 17],
  ] as const;
  for (const [dx, dy, r] of spots) {
    page.drawCircle({ x: cx + dx, y: cy + dy, size: r, color: colours.main });
    page.drawCircle({
      x: cx + dx - r * 0.35,
      y: cy + dy + r * 0.35,
      size: r * 0.25,
      color: hex('#e8a0ad'),
    });
  }
}

/** Four yogurt pots of the multipack, side by side. */
function pots(page: PDFPage, { colours }: LeafletKit, cx: number, cy: number): void {
  for (let i = 0; i < 4; i++) {
    const x = cx - 150 + i * 78;
    page.drawRectangle({ x, y: cy - 50, width: 66, height: 90, color: hex('#ffffff') });
    page.drawRectangle({ x, y: cy - 10, width: 66, height: 22, color: colours.main });
    page.drawEllipse({ x: x + 33, y: cy + 40, xScale: 36, yScale: 8, color: colours.accent });
    page.drawRectangle({
      x,
      y: cy - 50,
      width: 66,
      height: 90,
      borderColor: colours.second,
      borderWidth: 1.2,
    });
  }
}

/** A block of butter, half unwrapped from its foil. */
function butter(page: PDFPage, { colours }: LeafletKit, cx: number, cy: number): void {
  page.drawRectangle({ x: cx - 130, y: cy - 40, width: 260, height: 80, color: colours.soft });
  page.drawRectangle({ x: cx - 130, y: cy + 40, width: 260, height: 24, color: hex('#fff3b0') });
  page.drawRectangle({ x: cx - 10, y: cy - 40, width: 140, height: 104, color: colours.main });
  page.drawRectangle({ x: cx - 10, y: cy + 30, width: 140, height: 10, color: colours.accent });
  page.drawEllipse({ x: cx - 80, y: cy + 52, xScale: 26, yScale: 6, color: hex('#ffffff') });
}

/** Page 1: brand band, product name, picture and pack facts. */
export function cover(doc: PDFDocument, kit: LeafletKit): void {
  const { theme, colours, fonts } = kit;
  const page = doc.addPage(A5);
  const [w, h] = A5;
  page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: colours.paper });
  page.drawRectangle({ x: 0, y: h - 170, width: w, height: 170, color: colours.main });
  page.drawText(theme.brand.toUpperCase(), {
    x: MARGIN,
    y: h - 70,
    size: 26,
    font: fonts.serifBold,
    color: colours.paper,
  });
  page.drawText(theme.brandLine, {
    x: MARGIN,
    y: h - 94,
    size: 11,
    font: fonts.italic,
    color: colours.accent,
  });
  const titleSize = Math.min(
    38,
    (38 * (w - 2 * MARGIN)) / fonts.serifBold.widthOfTextAtSize(theme.product, 38),
  );
  page.drawText(theme.product, {
    x: MARGIN,
    y: h - 230,
    size: titleSize,
    font: fonts.serifBold,
    color: colours.main,
  });
  page.drawText('Product information \u00b7 Produktinformation \u00b7 Information produit', {
    x: MARGIN,
    y: h - 256,
    size: 10,
    font: fonts.regular,
    color: colours.ink,
  });
  const hero = { berries, pots, butter }[theme.hero];
  hero(page, kit, w / 2, 250);
  page.drawRectangle({
    x: MARGIN,
    y: 90,
    width: w - 2 * MARGIN,
    height: 44,
    borderColor: colours.accent,
    borderWidth: 1.5,
  });
  page.drawText(theme.packFacts, {
    x: MARGIN + 14,
    y: 107,
    size: 12,
    font: fonts.bold,
    color: colours.ink,
  });
  footer(page, kit, 1);
}
