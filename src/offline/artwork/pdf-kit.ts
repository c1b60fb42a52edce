import { rgb, type PDFFont, type PDFPage, type RGB } from '@pdfme/pdf-lib';
import { ean13Modules } from './ean13';

/** A colour from #rrggbb. */
export function hex(colour: string): RGB {
  const n = Number.parseInt(colour.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Splits text into lines no wider than maxWidth at the given font size. */
function wrapLines(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface TextBlock {
  font: PDFFont;
  size: number;
  colour: RGB;
  lineGap?: number;
}

/** Draws wrapped text with its first baseline at y (PDF y grows upwards); returns the y below it. */
export function drawParagraph(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  block: TextBlock,
): number {
  const leading = block.size * (block.lineGap ?? 1.35);
  let cursor = y;
  for (const line of wrapLines(text, block.font, block.size, maxWidth)) {
    page.drawText(line, { x, y: cursor, size: block.size, font: block.font, color: block.colour });
    cursor -= leading;
  }
  return cursor;
}

/** Draws an EAN-13 symbol with bars `barHeight` tall from (x, y) upwards and the digits below. */
export function drawPdfEan13(
  page: PDFPage,
  code: string,
  x: number,
  y: number,
  moduleWidth: number,
  barHeight: number,
  font: PDFFont,
): void {
  const modules = ean13Modules(code);
  const textSize = moduleWidth * 8;
  page.drawRectangle({
    x,
    y: y - textSize * 1.4,
    width: moduleWidth * 113,
    height: barHeight + textSize * 1.6,
    color: rgb(1, 1, 1),
  });
  const start = x + moduleWidth * 11;
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] === '1')
      page.drawRectangle({
        x: start + i * moduleWidth,
        y,
        width: moduleWidth,
        height: barHeight,
        color: rgb(0, 0, 0),
      });
  }
  const baseline = y - textSize * 1.1;
  page.drawText(code.slice(0, 1), { x: x + moduleWidth * 3, y: baseline, size: textSize, font });
  page.drawText(code.slice(1, 7), {
    x: start + moduleWidth * 6,
    y: baseline,
    size: textSize,
    font,
  });
  page.drawText(code.slice(7), { x: start + moduleWidth * 53, y: baseline, size: textSize, font });
}
