import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLayers, type OptionalContentSource } from '@/lib/pdf/layers';
import { findInPage } from '@/lib/pdf/find-text';
import { extractPageText } from '@/lib/pdf/page-text';
import { pairMatches, shareMatch, type VersionMatch } from './find-pairs';
import { matchLayers, overridesFor, chooseLayer } from './layer-rows';

/** Both versions of the layered carton (scripts/build-pdf-fixtures.ts) read with pdf.js in Node. */
type Doc = PDFDocumentProxy & { getOptionalContentConfig(): Promise<OptionalContentSource> };
const docs: Doc[] = [];

async function open(name: string): Promise<Doc> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  Object.assign(globalThis, {
    pdfjsWorker: await import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  });
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const bytes = readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/pdf', name));
  const doc = (await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: join(root, 'standard_fonts') + '/',
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise) as unknown as Doc;
  docs.push(doc);
  return doc;
}

afterAll(async () => {
  await Promise.all(docs.map((doc) => doc.destroy()));
});

let v1: Doc;
let v2: Doc;
beforeAll(async () => {
  v1 = await open('layered-carton.pdf');
  v2 = await open('layered-carton-v2.pdf');
});

async function matches(doc: Doc, query: string): Promise<VersionMatch[]> {
  const page = await doc.getPage(1);
  const { width, height } = page.getViewport({ scale: 1 });
  const items = await extractPageText(doc, 1);
  return findInPage(items, query).map((m) => shareMatch(0, m.rects, width, height));
}

describe('find in both versions of the carton', () => {
  it('pairs the German allergen line both versions have: one stop', async () => {
    const [before, after] = await Promise.all([matches(v1, 'nussen'), matches(v2, 'nussen')]);
    expect([before.length, after.length]).toEqual([1, 1]);
    expect(pairMatches(before, after)).toEqual([{ page: 0, before: 0, after: 0 }]);
  });

  it('finds the French line in version 2 only, accents aside', async () => {
    const [before, after] = await Promise.all([
      matches(v1, 'ingredients'),
      matches(v2, 'ingredients'),
    ]);
    expect([before.length, after.length]).toEqual([0, 1]);
    expect(pairMatches(before, after)).toEqual([{ page: 0, before: null, after: 0 }]);
  });
});

describe('layers of both versions of the carton', () => {
  it('match by name, the French layer marked as version 2’s alone', async () => {
    const rows = matchLayers(
      listLayers(await v1.getOptionalContentConfig()),
      listLayers(await v2.getOptionalContentConfig()),
    );
    expect(rows.map((r) => [r.name, r.before !== null, r.after !== null])).toEqual([
      ['Dieline', true, true],
      ['Varnish', true, true],
      ['White ink', true, true],
      ['Text DE', true, true],
      ['Text FR', false, true],
      ['Text PL', true, true],
    ]);
    // Hiding the white ink hides each file's own group, whatever its id there.
    const white = rows.find((r) => r.name === 'White ink');
    if (!white?.before || !white.after) throw new Error('no White ink row');
    const choices = chooseLayer({}, white, false);
    expect(overridesFor(rows, choices, 'before')).toEqual({ [white.before.id]: false });
    expect(overridesFor(rows, choices, 'after')).toEqual({ [white.after.id]: false });
  });
});
