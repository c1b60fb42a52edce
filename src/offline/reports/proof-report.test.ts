import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DownloadLink } from '@/api/types';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest(['anna']);

/** Every page's text, read back with pdf.js (legacy build, in-thread worker). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  Object.assign(globalThis, {
    pdfjsWorker: await import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  });
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const doc = await pdfjs.getDocument({
    data: bytes.slice(),
    standardFontDataUrl: join(root, 'standard_fonts') + '/',
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return texts;
}

describe('GET /api/v1/project/proofreport', () => {
  it('links a single-layer PDF 1.4 report served by the service itself', async () => {
    const answer = await t.h.call(
      'GET',
      `/api/v1/project/proofreport?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}`,
      { token: t.anna },
    );
    expect(answer.status, answer.text).toBe(200);
    const { downloadURL } = resultOf<DownloadLink>(answer);
    expect(downloadURL.startsWith(`${t.h.url}/files/reports/`)).toBe(true);

    const response = await fetch(downloadURL);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).not.toMatch(/\/ObjStm|\/XRefStm|\/OCProperties|\/Type\s*\/XRef\b/);

    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Proof report: Sparkling Lemon 330 ml can');
    const [first] = await pageTexts(bytes);
    for (const expected of [
      'Proof report: Sparkling Lemon 330 ml can',
      'Summary',
      'Acme Packaging',
      'Fizzly Drinks',
      'Anna Berg, Ravi Kumar',
      'Assets',
      'No assets have been uploaded.',
      'Active tasks',
    ]) {
      expect(first).toContain(expected);
    }
  });

  it('answers 404 for unknown or foreign projects and 400 without ProjectUID', async () => {
    const lena = await t.h.login('lena@demo.test');
    expect(
      (
        await t.h.call(
          'GET',
          `/api/v1/project/proofreport?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}`,
          { token: lena },
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.h.call('GET', '/api/v1/project/proofreport?ProjectUID=nope', { token: t.anna }))
        .status,
    ).toBe(404);
    expect((await t.h.call('GET', '/api/v1/project/proofreport', { token: t.anna })).status).toBe(
      400,
    );
  });

  it('serves 404 for unknown file URLs', async () => {
    const response = await fetch(`${t.h.url}/files/reports/unknown.pdf`);
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Mock-Service')).toBe('offline');
  });
});
