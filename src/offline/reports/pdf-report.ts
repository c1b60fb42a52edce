import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFPage, type RGB } from '@pdfme/pdf-lib';
import { reportFontFiles } from './report-fonts';
import { directionOf, FontChain, type Direction } from './report-text';

/** One block of a report: label/value fields, a table, paragraphs, or `emptyText`. */
export interface ReportSection {
  heading: string;
  fields?: { label: string; value: string }[];
  table?: { columns: string[]; rows: string[][]; widths?: number[] };
  paragraphs?: string[];
  /** Shown when the section has no fields, rows or paragraphs. */
  emptyText?: string;
}

interface ReportDocument {
  title: string;
  subtitle?: string;
  /** Printed in the page footer. */
  generatedAt: Date;
  sections: ReportSection[];
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const BODY_SIZE = 10;
const LINE = 14;
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.4, 0.42, 0.46);
const RULE = rgb(0.82, 0.83, 0.86);

interface Fonts {
  regular: FontChain;
  bold: FontChain;
}

function fit(font: FontChain, text: string, size: number, width: number): string {
  if (font.width(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.width(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function wrap(font: FontChain, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (font.width(candidate, size) <= width) {
      line = candidate;
    } else {
      if (line !== '') lines.push(line);
      line = fit(font, word, size, width);
    }
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

interface TextOptions {
  x?: number;
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** The box the text sits in (from x); right-to-left text is aligned to its right edge. */
  width?: number;
  direction?: Direction;
}

/** Lays text out top to bottom, adding pages as needed. */
class Cursor {
  page: PDFPage;
  y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN;
  }

  get contentWidth(): number {
    return PAGE.width - 2 * MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height >= MARGIN + 20) return;
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN;
  }

  /** Draws one line of printable text. */
  text(text: string, options: TextOptions = {}): void {
    const size = options.size ?? BODY_SIZE;
    const x = options.x ?? 0;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    font.draw(this.page, text, {
      x: MARGIN + x,
      y: this.y - size,
      size,
      color: options.color ?? INK,
      width: options.width ?? this.contentWidth - x,
      ...(options.direction ? { direction: options.direction } : {}),
    });
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    return page;
  }
}

interface Paragraph {
  lines: string[];
  direction: Direction;
}

/** Wraps a paragraph to `width`; its lines keep the paragraph's direction. */
function paragraph(font: FontChain, text: string, width: number): Paragraph {
  const printable = font.printable(text);
  return { lines: wrap(font, printable, BODY_SIZE, width), direction: directionOf(printable) };
}

function drawLines(cursor: Cursor, { lines, direction }: Paragraph, x: number, width: number) {
  for (const line of lines) {
    cursor.text(line, { x, width, direction });
    cursor.y -= LINE;
  }
}

function drawSection(cursor: Cursor, section: ReportSection): void {
  const { fonts } = cursor;
  cursor.ensure(40);
  cursor.y -= 10;
  cursor.text(fonts.bold.printable(section.heading), { size: 13, bold: true });
  cursor.y -= 19;
  cursor.rule();
  cursor.y -= 8;
  let empty = true;
  for (const field of section.fields ?? []) {
    empty = false;
    const width = cursor.contentWidth - 140;
    const value = paragraph(fonts.regular, field.value, width);
    cursor.ensure(value.lines.length * LINE);
    cursor.text(fonts.bold.printable(field.label), { bold: true, color: MUTED, width: 134 });
    drawLines(cursor, value, 140, width);
  }
  if (section.table && section.table.rows.length > 0) {
    empty = false;
    drawTable(cursor, section.table);
  }
  for (const text of section.paragraphs ?? []) {
    empty = false;
    const { lines, direction } = paragraph(fonts.regular, text, cursor.contentWidth);
    for (const line of lines) {
      cursor.ensure(LINE);
      drawLines(cursor, { lines: [line], direction }, 0, cursor.contentWidth);
    }
    cursor.y -= 4;
  }
  if (empty && section.emptyText) {
    cursor.ensure(LINE);
    cursor.text(fonts.regular.printable(section.emptyText), { color: MUTED });
    cursor.y -= LINE;
  }
}

function drawTable(cursor: Cursor, table: NonNullable<ReportSection['table']>): void {
  const { fonts } = cursor;
  const weights = table.widths ?? table.columns.map(() => 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * cursor.contentWidth);
  const drawRow = (cells: string[], bold: boolean) => {
    cursor.ensure(LINE);
    let x = 0;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      const font = bold ? fonts.bold : fonts.regular;
      cursor.text(fit(font, font.printable(cell), BODY_SIZE, width - 6), {
        x,
        bold,
        color: bold ? MUTED : INK,
        width: width - 6,
      });
      x += width;
    });
    cursor.y -= LINE;
  };
  drawRow(table.columns, true);
  for (const row of table.rows) drawRow(row, false);
}

/**
 * Renders a report as a single-layer PDF 1.4: Noto Sans embedded as subsets (every script of
 * the app's languages; Hebrew in visual order, right-aligned), no optional content, no object
 * streams (those are PDF 1.5).
 */
export async function renderPdfReport(report: ReportDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(report.title);
  doc.setProducer('Proofdesk offline service');
  doc.setCreationDate(report.generatedAt);
  doc.setModificationDate(report.generatedAt);
  const files = reportFontFiles();
  const fonts: Fonts = {
    regular: await FontChain.embed(doc, files.regular),
    bold: await FontChain.embed(doc, files.bold),
  };

  const cursor = new Cursor(doc, fonts);
  for (const line of wrap(
    fonts.bold,
    fonts.bold.printable(report.title),
    18,
    cursor.contentWidth,
  )) {
    cursor.ensure(26);
    cursor.text(line, { size: 18, bold: true });
    cursor.y -= 26;
  }
  if (report.subtitle) {
    cursor.text(fonts.regular.printable(report.subtitle), { color: MUTED });
    cursor.y -= LINE + 4;
  }
  for (const section of report.sections) drawSection(cursor, section);

  const stamp = `Generated ${report.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  cursor.pages.forEach((page, i) => {
    const footer = `${stamp} · Page ${i + 1} of ${cursor.pages.length}`;
    fonts.regular.draw(page, footer, {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      color: MUTED,
      direction: 'ltr',
    });
  });
  return asPdf14(await doc.save({ useObjectStreams: false }));
}

const HEADER_17 = '%PDF-1.7';

/**
 * pdf-lib's writer (@pdfme/pdf-lib 6 as 1.17 before it) always emits a 1.7 header. The file
 * uses nothing newer than 1.4 (no object streams, xref streams, transparency groups or
 * optional content; the fonts are CID TrueType with Identity-H, PDF 1.3), and the two headers
 * have the same length, so rewriting the digit in place keeps every xref offset valid.
 */
function asPdf14(bytes: Uint8Array): Uint8Array {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEADER_17.length));
  if (head !== HEADER_17) throw new Error(`Unexpected PDF header ${head}`);
  bytes[HEADER_17.length - 1] = '4'.charCodeAt(0);
  return bytes;
}
