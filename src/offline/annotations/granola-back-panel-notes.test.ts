// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTextRequests, compareText, type TextDifference } from '@/domain/text-compare';
import { extractPageText } from '@/lib/pdf/page-text';
import { annotationRegion } from '@/features/compare/model/regions';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_NOTES } from './seed-notes';
import { BACK_PANEL_SIZE, buildGranolaBackPanel } from '@/offline/artwork/granola-back-panel';

async function pages(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  Object.assign(globalThis, {
    pdfjsWorker: await import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  });
  const doc = await pdfjs.getDocument({ data: bytes, verbosity: pdfjs.VerbosityLevel.ERRORS })
    .promise;
  const items = await extractPageText(doc, 1);
  await doc.destroy();
  return [{ items }];
}

const short = (d: TextDifference) => `${d.kind}: ${d.oldText} → ${d.newText}`;

describe('the demo back panel: version 2 has the known text edits', () => {
  it('lists them exactly and answers the two requests of the comments on version 1', async () => {
    const result = compareText(
      await pages(await buildGranolaBackPanel(1)),
      await pages(await buildGranolaBackPanel(2)),
    );
    expect(result.differences.map(short)).toEqual([
      'changed: 12 g → 10 g',
      'added:  → Store in a cool, dry place.',
      'changed: Ingredents: → Ingredients:',
      'changed: (gluten). → (gluten), milk.',
      'removed: Store in a cool, dry place. → ',
    ]);
    expect(result.differences[0]?.numeric).toBe(true);

    const notes = DEMO_NOTES[DEMO_ASSETS.acmeGranolaBackPanel] ?? [];
    const requests = notes.flatMap((note, i) => {
      const box = note.shape ? annotationRegion(note.shape, BACK_PANEL_SIZE) : null;
      return box ? [{ id: String(i), page: note.page, box }] : [];
    });
    const check = checkTextRequests(result, requests);
    expect(check.answers.map((a) => a.differences.map(short))).toEqual([
      ['changed: 12 g → 10 g'],
      ['changed: Ingredents: → Ingredients:'],
    ]);
    expect(check.unasked.map(short)).toEqual([
      'added:  → Store in a cool, dry place.',
      'changed: (gluten). → (gluten), milk.',
      'removed: Store in a cool, dry place. → ',
    ]);
  }, 30_000);
});
