// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareText, type TextDifference } from '@/domain/text-compare';
import { readFixtureFonts } from '@/testing/fixture-fonts.node';
import { buildTextCompareFixtures, EXPECTED_DIFFERENCES } from '@/testing/text-compare-fixtures';
import { extractPageText } from './page-text';

async function openWithPdfjs(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  Object.assign(globalThis, {
    pdfjsWorker: await import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  });
  return pdfjs.getDocument({ data: bytes.slice(), verbosity: pdfjs.VerbosityLevel.ERRORS }).promise;
}

async function documentText(bytes: Uint8Array) {
  const doc = await openWithPdfjs(bytes);
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) pages.push({ items: await extractPageText(doc, n) });
  await doc.destroy();
  return pages;
}

function describeDifference(d: TextDifference): string {
  const page = (d.newPage ?? d.oldPage ?? 0) + 1;
  return (
    `${d.kind}: ${d.oldText} → ${d.newText}`
      .replace(': ', ':')
      .replace(':', ': ')
      .replace('  ', ' ') + ` (page ${String(page)})`
  );
}

describe('text compare of PDFs built by the project (pdf.js text, Latin, Hebrew, Ukrainian)', () => {
  it('lists exactly the known edits, pairs the pages by content and names the outlined page', async () => {
    const { v1, v2 } = await buildTextCompareFixtures(readFixtureFonts());
    const [before, after] = await Promise.all([documentText(v1), documentText(v2)]);
    // Right-to-left runs in logical order, each drawn run (word, space, number) its own item.
    expect(after[2]?.items.slice(11, 17).map((i) => [i.str, i.dir])).toEqual([
      ['סוכרים', 'rtl'],
      ['10', 'ltr'],
      ['גרם', 'rtl'],
      ['ל', 'rtl'],
      ['100-', 'ltr'],
      ['גרם', 'rtl'],
    ]);
    const result = compareText(before, after);
    expect(result.pairs.map((p) => [p.oldPage, p.newPage])).toEqual([
      [0, 0],
      [null, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(result.newWithoutText).toEqual([4]);
    expect(result.oldWithoutText).toEqual([]);
    expect(result.differences.map(describeDifference)).toEqual(EXPECTED_DIFFERENCES);
  }, 30_000);
});
