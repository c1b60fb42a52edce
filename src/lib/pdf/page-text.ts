/**
 * The text of one PDF page with where it sits, from pdf.js `getTextContent`. Positions are in
 * page units: PDF points of the page as displayed (its /Rotate applied), origin at the top
 * left, y growing downwards; (x, y) is an item's top-left corner. Items come in pdf.js'
 * content order, which is the reading order of text drawn line by line.
 */
export interface PageTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontName: string;
  fontSize: number;
  dir: 'ltr' | 'rtl' | 'ttb';
}

/** What pdf.js gives for a text item (marked-content markers have no `str` and are skipped). */
interface RawTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
  fontName?: string;
  dir?: string;
}

/** The part of pdf.js' document and page proxies this needs (kept structural: tests fake it). */
export interface TextSourceDocument {
  getPage(pageNumber: number): Promise<{
    getViewport(options: { scale: number }): { transform: number[] };
    getTextContent(): Promise<{ items: readonly unknown[] }>;
  }>;
}

/** Multiplies two PDF matrices [a b c d e f]. */
function multiply(m: readonly number[], n: readonly number[]): number[] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  const [p = 1, q = 0, r = 0, s = 1, t = 0, u = 0] = n;
  return [
    a * p + c * q,
    b * p + d * q,
    a * r + c * s,
    b * r + d * s,
    a * t + c * u + e,
    b * t + d * u + f,
  ];
}

/** Converts one raw item; null for markers and empty runs. */
export function toPageTextItem(raw: RawTextItem, viewportTransform: readonly number[]) {
  if (typeof raw.str !== 'string' || raw.str.length === 0 || !raw.transform) return null;
  const m = multiply(viewportTransform, raw.transform);
  // The glyphs' em size on the page: the length of the matrix' vertical axis.
  const fontSize = Math.hypot(m[2] ?? 0, m[3] ?? 0);
  const scale = Math.hypot(viewportTransform[0] ?? 1, viewportTransform[1] ?? 0);
  const width = (raw.width ?? 0) * scale;
  const height = (raw.height ?? 0) * scale || fontSize;
  const baseline = m[5] ?? 0;
  const item: PageTextItem = {
    str: raw.str,
    x: m[4] ?? 0,
    y: baseline - height,
    width,
    height,
    fontName: raw.fontName ?? '',
    fontSize,
    dir: raw.dir === 'rtl' || raw.dir === 'ttb' ? raw.dir : 'ltr',
  };
  return item;
}

/** The text items of page `pageNumber` (1-based, as pdf.js counts). */
export async function extractPageText(
  doc: TextSourceDocument,
  pageNumber: number,
): Promise<PageTextItem[]> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PageTextItem[] = [];
  for (const raw of content.items) {
    const item = toPageTextItem(raw as RawTextItem, viewport.transform);
    if (item) items.push(item);
  }
  return items;
}
