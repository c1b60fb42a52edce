import type * as Pdfjs from 'pdfjs-dist';
import { pdfjsDocumentOf, type PdfDocument } from './pdf-document';

/** A run of text on a page, in page units (PDF points at zoom 1), origin at the top left. */
export interface PageTextItem {
  str: string;
  x: number;
  /** Top of the run (its baseline minus the font's ascent). */
  y: number;
  width: number;
  height: number;
  /** pdf.js' id of the font: the same font has the same id within one document only. */
  fontName: string;
  fontSize: number;
  dir: 'ltr' | 'rtl' | 'ttb';
}

type Matrix = readonly number[];

function multiply(m1: Matrix, m2: Matrix): number[] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m1;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

type ContentItem = Awaited<ReturnType<Pdfjs.PDFPageProxy['getTextContent']>>['items'][number];
type RunItem = Extract<ContentItem, { str: string }>;

function isTextItem(item: ContentItem): item is RunItem {
  return 'str' in item;
}

/**
 * Lines in the order the page draws them (which keeps a column's lines together), and the
 * runs of one line left to right, or right to left on a line that is mostly right to left.
 */
function readingOrder(items: PageTextItem[]): PageTextItem[] {
  const lines: PageTextItem[][] = [];
  for (const item of items) {
    const line = lines.find((l) => {
      const first = l[0] as PageTextItem;
      const overlap =
        Math.min(first.y + first.height, item.y + item.height) - Math.max(first.y, item.y);
      return overlap > Math.min(first.height, item.height) * 0.6;
    });
    if (line) line.push(item);
    else lines.push([item]);
  }
  return lines.flatMap((line) => {
    const rtl = line.filter((i) => i.dir === 'rtl').length * 2 > line.length;
    return line.sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
  });
}

/**
 * The text of a page (one-based `pageNumber`) with pdf.js `getTextContent`, each run placed
 * on the page at zoom 1 with the page's rotation applied, in reading order. Right-to-left
 * runs come in logical order (pdf.js reorders them). Empty and white-space runs are left out.
 */
export async function extractPageText(
  doc: PdfDocument | Pdfjs.PDFDocumentProxy,
  pageNumber: number,
): Promise<PageTextItem[]> {
  const proxy = 'getPage' in doc ? doc : pdfjsDocumentOf(doc);
  if (!proxy) throw new Error('Not a document opened by openPdf');
  const page = await proxy.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PageTextItem[] = [];
  for (const item of content.items) {
    if (!isTextItem(item) || !item.str.trim()) continue;
    const tx = multiply(viewport.transform, item.transform as number[]);
    const fontSize = Math.hypot(tx[2] ?? 0, tx[3] ?? 0);
    const ascent = content.styles[item.fontName]?.ascent ?? 0.8;
    const vertical = item.dir === 'ttb';
    items.push({
      str: item.str,
      x: tx[4] ?? 0,
      y: (tx[5] ?? 0) - fontSize * (ascent > 0 ? ascent : 0.8),
      width: vertical ? fontSize : item.width,
      height: vertical ? item.height : fontSize,
      fontName: item.fontName,
      fontSize,
      dir: item.dir === 'rtl' || item.dir === 'ttb' ? item.dir : 'ltr',
    });
  }
  return readingOrder(items);
}
