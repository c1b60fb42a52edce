import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** One block of a report: label/value fields, a table, paragraphs, or `emptyText`. */
export interface ReportSection {
  heading: string;
  fields?: { label: string; value: string }[];
  table?: { columns: string[]; rows: string[][]; widths?: number[] };
  paragraphs?: string[];
  /** Shown when the section has no fields, rows or paragraphs. */
  emptyText?: string;
}

export interface ReportDocument {
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
  regular: PDFFont;
  bold: PDFFont;
  /** Code points the standard fonts can encode (WinAnsi). */
  charset: Set<number>;
}

/** Replaces characters the standard fonts cannot encode, after stripping diacritics. */
function printable(fonts: Fonts, text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 63;
    if (fonts.charset.has(code)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out +=
      base !== '' && Array.from(base).every((c) => fonts.charset.has(c.codePointAt(0) ?? 0))
        ? base
        : '?';
  }
  return out;
}

function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
    } else {
      if (line !== '') lines.push(line);
      line = fit(font, word, size, width);
    }
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
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

  text(
    text: string,
    options: { x?: number; size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ): void {
    const size = options.size ?? BODY_SIZE;
    this.page.drawText(printable(this.fonts, text), {
      x: MARGIN + (options.x ?? 0),
      y: this.y - size,
      size,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? INK,
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

function drawSection(cursor: Cursor, section: ReportSection): void {
  const { fonts } = cursor;
  cursor.ensure(40);
  cursor.y -= 10;
  cursor.text(section.heading, { size: 13, bold: true });
  cursor.y -= 19;
  cursor.rule();
  cursor.y -= 8;
  let empty = true;
  for (const field of section.fields ?? []) {
    empty = false;
    const lines = wrap(
      fonts.regular,
      printable(fonts, field.value),
      BODY_SIZE,
      cursor.contentWidth - 140,
    );
    cursor.ensure(lines.length * LINE);
    cursor.text(field.label, { bold: true, color: MUTED });
    for (const line of lines) {
      cursor.text(line, { x: 140 });
      cursor.y -= LINE;
    }
  }
  if (section.table && section.table.rows.length > 0) {
    empty = false;
    drawTable(cursor, section.table);
  }
  for (const paragraph of section.paragraphs ?? []) {
    empty = false;
    for (const line of wrap(
      fonts.regular,
      printable(fonts, paragraph),
      BODY_SIZE,
      cursor.contentWidth,
    )) {
      cursor.ensure(LINE);
      cursor.text(line);
      cursor.y -= LINE;
    }
    cursor.y -= 4;
  }
  if (empty && section.emptyText) {
    cursor.ensure(LINE);
    cursor.text(section.emptyText, { color: MUTED });
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
      cursor.text(fit(font, printable(fonts, cell), BODY_SIZE, width - 6), {
        x,
        bold,
        color: bold ? MUTED : INK,
      });
      x += width;
    });
    cursor.y -= LINE;
  };
  drawRow(table.columns, true);
  for (const row of table.rows) drawRow(row, false);
}

/**
 * Renders a report as a single-layer PDF 1.4: standard fonts, no optional content, no
 * object streams (those are PDF 1.5).
 */
export async function renderPdfReport(report: ReportDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(report.title);
  doc.setProducer('Proofdesk offline service');
  doc.setCreationDate(report.generatedAt);
  doc.setModificationDate(report.generatedAt);
  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) };

  const cursor = new Cursor(doc, fonts);
  cursor.text(report.title, { size: 18, bold: true });
  cursor.y -= 26;
  if (report.subtitle) {
    cursor.text(report.subtitle, { color: MUTED });
    cursor.y -= LINE + 4;
  }
  for (const section of report.sections) drawSection(cursor, section);

  const stamp = `Generated ${report.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  cursor.pages.forEach((page, i) => {
    const footer = `${stamp} · Page ${i + 1} of ${cursor.pages.length}`;
    page.drawText(printable(fonts, footer), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return asPdf14(await doc.save({ useObjectStreams: false }));
}

const HEADER_17 = '%PDF-1.7';

/**
 * pdf-lib 1.17's writer always emits a 1.7 header (it ignores `context.header`). The
 * file uses nothing newer than 1.4 (no object streams, xref streams, transparency
 * groups or optional content), and the two headers have the same length, so rewriting
 * the digit in place keeps every xref offset valid.
 */
export function asPdf14(bytes: Uint8Array): Uint8Array {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEADER_17.length));
  if (head !== HEADER_17) throw new Error(`Unexpected PDF header ${head}`);
  bytes[HEADER_17.length - 1] = '4'.charCodeAt(0);
  return bytes;
}
