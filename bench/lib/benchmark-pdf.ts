/**
 * The document the PDF render benchmark draws, made here so the repository needs no file
 * from outside it: a letter-size page like a paper's first page (a title, two columns of
 * text in three standard fonts, a figure of strokes, fills and curves, a table grid). It is
 * the same bytes on every run (no dates, fixed text).
 */
import { PDFDocument, rgb, StandardFonts } from '@pdfme/pdf-lib';

const WORDS =
  'trace tree compiler loop hot path type guard side exit interpreter record native code ' +
  'register allocation dynamic language speculation recompile nested call frame stack';

function paragraph(seed: number, words: number): string {
  const list = WORDS.split(' ');
  return Array.from({ length: words }, (_, i) => list[(seed * 7 + i * 3) % list.length]).join(' ');
}

/** Lines of at most `width` points in `font` at `size`. */
function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function buildBenchmarkPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Proofdesk render benchmark');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const page = doc.addPage([612, 792]);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);

  page.drawText('Trace-based Just-in-Time Type Specialization', {
    x: 72,
    y: 720,
    size: 18,
    font: bold,
  });
  page.drawText('A benchmark page generated for Proofdesk', {
    x: 72,
    y: 698,
    size: 11,
    font: serif,
  });

  const columnWidth = 222;
  for (const [column, x] of [72, 318].entries()) {
    let y = column === 0 ? 660 : 470;
    for (let p = 0; p < (column === 0 ? 9 : 5); p++) {
      const size = 9.5;
      const lines = wrap(paragraph(p + column * 10, 48), columnWidth, (s) =>
        serif.widthOfTextAtSize(s, size),
      );
      for (const line of lines) {
        page.drawText(line, { x, y, size, font: serif });
        y -= 11.5;
      }
      y -= 6;
    }
  }

  // The figure: axes, a filled area under a curve, bars and labels.
  const fx = 318;
  const fy = 500;
  page.drawRectangle({
    x: fx,
    y: fy,
    width: 222,
    height: 160,
    borderColor: rgb(0.2, 0.2, 0.2),
    borderWidth: 0.8,
  });
  page.drawSvgPath('M 0 0 C 40 -120 90 -20 130 -100 S 200 -60 222 -140 L 222 0 Z', {
    x: fx,
    y: fy,
    color: rgb(0.55, 0.7, 0.95),
    borderColor: rgb(0.1, 0.25, 0.6),
    borderWidth: 1,
  });
  for (let i = 0; i < 10; i++) {
    const height = 20 + ((i * 37) % 90);
    page.drawRectangle({
      x: fx + 8 + i * 21,
      y: fy + 4,
      width: 12,
      height,
      color: rgb(0.9, 0.45 + i * 0.03, 0.2),
      opacity: 0.8,
    });
    page.drawText(String(i + 1), { x: fx + 11 + i * 21, y: fy - 10, size: 7, font: mono });
  }
  page.drawText('Figure 1. Loop trace speedup per benchmark', {
    x: fx,
    y: fy + 168,
    size: 8,
    font: bold,
  });

  // A table grid under the second column.
  const tx = 318;
  const ty = 120;
  for (let row = 0; row <= 6; row++) {
    page.drawLine({
      start: { x: tx, y: ty + row * 14 },
      end: { x: tx + 222, y: ty + row * 14 },
      thickness: 0.5,
    });
  }
  for (let col = 0; col <= 3; col++) {
    page.drawLine({
      start: { x: tx + col * 74, y: ty },
      end: { x: tx + col * 74, y: ty + 84 },
      thickness: 0.5,
    });
  }
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 3; col++) {
      page.drawText(
        row === 0
          ? (['test', 'interp', 'traced'][col] ?? '')
          : `${(row * 13 + col * 7) % 97}.${row}`,
        {
          x: tx + 4 + col * 74,
          y: ty + 88 - (row + 1) * 14,
          size: 8,
          font: row === 0 ? bold : mono,
        },
      );
    }
  }
  return doc.save({ useObjectStreams: false });
}
