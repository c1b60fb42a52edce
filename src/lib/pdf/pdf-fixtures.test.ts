import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIND_LINES } from '../../../tests/fixtures/pdf-builders/find-text';
import {
  CARTON_LAYERS,
  CARTON_V2_LAYERS,
} from '../../../tests/fixtures/pdf-builders/layered-carton';
import { findInPage, hasText } from './find-text';
import { listLayers, type OptionalContentSource } from './layers';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { extractPageText, type PageTextItem } from './page-text';

/** The project's own fixtures (scripts/build-pdf-fixtures.ts) read back with pdf.js in Node. */
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../tests/fixtures/pdf', name));

type Doc = PDFDocumentProxy & {
  getOptionalContentConfig(): Promise<OptionalContentSource>;
  destroy(): Promise<void>;
};
const docs: Doc[] = [];

async function open(name: string): Promise<Doc> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  Object.assign(globalThis, {
    pdfjsWorker: await import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  });
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const doc = (await pdfjs.getDocument({
    data: new Uint8Array(fixture(name)),
    standardFontDataUrl: join(root, 'standard_fonts') + '/',
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise) as unknown as Doc;
  docs.push(doc);
  return doc;
}

afterAll(async () => {
  await Promise.all(docs.map((doc) => doc.destroy()));
});

describe('find in the four-scripts fixture', () => {
  let page1: PageTextItem[];
  let page2: PageTextItem[];
  beforeAll(async () => {
    const doc = await open('find-four-scripts.pdf');
    page1 = await extractPageText(doc, 1);
    page2 = await extractPageText(doc, 2);
  });

  it('reads every line, Hebrew in logical order and marked right to left', () => {
    const lines = [...new Set(page1.map((item) => item.y))].map((y) =>
      page1
        .filter((item) => item.y === y)
        .map((item) => item.str)
        // White-space runs are left out of the extraction: words are the runs between them.
        .join(' '),
    );
    expect(lines).toEqual(FIND_LINES);
    expect(page1.find((item) => item.str.includes('גלוטן'))?.dir).toBe('rtl');
  });

  it.each([
    ['cafe', ['café', 'CAFÉ', 'Café', 'cafe']],
    ['CRÈME', ['Crème']],
    ['gluten', ['GLUTEN', 'gluten']],
    ['maka', ['mąka']],
    ['sklad', ['Skład']],
    ['ГЛЮТЕН', ['глютен']],
    ['גלוטן', ['גלוטן']],
    ['au  lait', ['au lait']],
    ['sugar', []],
  ])('"%s" finds exactly %j', (query, found) => {
    expect(findInPage(page1, query).map((match) => match.text)).toEqual(found);
  });

  it('puts each match where its word is drawn', () => {
    const [first] = findInPage(page1, 'cafe');
    expect(first?.rects).toHaveLength(1);
    const rect = first?.rects[0];
    const word = page1.find((item) => item.str === 'café');
    expect(rect?.x).toBeCloseTo(word?.x ?? -1, 3);
    expect(rect?.width).toBeCloseTo(word?.width ?? -1, 3);
    expect(rect?.y).toBe(word?.y);
    // Right to left: the last word of the Hebrew line is its leftmost.
    const hebrew = findInPage(page1, 'גלוטן')[0]?.rects[0];
    const line = page1.find((item) => item.dir === 'rtl');
    expect(hebrew?.x).toBeCloseTo(line?.x ?? -1, 0);
  });

  it('says the outlined page has no text', () => {
    expect(hasText(page1)).toBe(true);
    expect(hasText(page2)).toBe(false);
  });
});

describe('layers of the layered carton', () => {
  it('lists every group in the file order with its default state', async () => {
    const doc = await open('layered-carton.pdf');
    const layers = listLayers(await doc.getOptionalContentConfig());
    expect(layers.map(({ name, visibleByDefault }) => [name, visibleByDefault])).toEqual(
      CARTON_LAYERS.map(({ name, on }) => [name, on]),
    );
  });

  it('lists the second version’s layers, its French text layer among them', async () => {
    const doc = await open('layered-carton-v2.pdf');
    const layers = listLayers(await doc.getOptionalContentConfig());
    expect(layers.map(({ name, visibleByDefault }) => [name, visibleByDefault])).toEqual(
      CARTON_V2_LAYERS.map(({ name, on }) => [name, on]),
    );
    expect(layers.map((layer) => layer.name)).toContain('Text FR');
  });

  it('finds no layers in a file without optional content', async () => {
    const doc = await open('find-four-scripts.pdf');
    expect(listLayers(await doc.getOptionalContentConfig())).toEqual([]);
  });
});
