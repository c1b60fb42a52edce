import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadLink, Project } from '@/api/types';
import { DEMO_USERS } from '@/offline/platform/demo-ids';
import { resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest(['anna']);
const PDFTOTEXT = process.env.PDFTOTEXT ?? '/usr/bin/pdftotext';
const run = promisify(execFile);

/** A project as a user of each of the app's languages would name it. */
const PROJECTS = {
  en: {
    name: 'Sparkling Lemon can, autumn edition',
    customer: 'Fizzly Drinks',
    note: 'Check the barcode quiet zone.',
  },
  de: {
    name: 'Müsli Frühstück Größe 500 g',
    customer: 'Bäckerei Weiß GmbH',
    note: 'Schriftgröße der Zutatenliste prüfen.',
  },
  fr: {
    name: 'Crème brûlée, édition Noël',
    customer: 'Fromagerie Léa & Frères',
    note: 'Vérifier les accents du côté gauche.',
  },
  es: {
    name: 'Envase de piña, año nuevo',
    customer: 'Señor Ñandú S.A.',
    note: '¡Revisar el código de barras, señora!',
  },
  pl: {
    name: 'Etykieta jabłkowa, Łódź',
    customer: 'Małgorzata Wróbel',
    note: 'Proszę sprawdzić żółć i kolor tła.',
  },
  uk: {
    name: 'Етикетка їжака, ґанок',
    customer: 'Олена Коваленко',
    note: 'Перевірте штрихкод і колір.',
  },
  he: { name: 'תווית לימונדה מוגזת', customer: 'דנה כהן', note: 'יש לבדוק את הברקוד ואת הצבע' },
} as const;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'proof-report-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The report's text as poppler extracts it (logical order, whatever order it was drawn in). */
async function reportText(bytes: Uint8Array, ...options: string[]): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  return (await run(PDFTOTEXT, [...options, file, '-'])).stdout;
}

async function projectReport(project: (typeof PROJECTS)[keyof typeof PROJECTS]) {
  const created = await t.h.call('POST', '/api/v1/project', {
    token: t.anna,
    body: {
      projectName: project.name,
      customer: project.customer,
      description: project.note,
      projectOwnersUIDS: [DEMO_USERS.anna],
    },
  });
  expect(created.status, created.text).toBe(200);
  const { projectUID } = resultOf<Project>(created);
  const answer = await t.h.call('GET', `/api/v1/project/proofreport?ProjectUID=${projectUID}`, {
    token: t.anna,
  });
  expect(answer.status, answer.text).toBe(200);
  const response = await fetch(resultOf<DownloadLink>(answer).downloadURL);
  return new Uint8Array(await response.arrayBuffer());
}

describe('proof report text in every language of the app', () => {
  it.each(Object.entries(PROJECTS))('%s: names and notes come out intact', async (_, project) => {
    const bytes = await projectReport(project);
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 8))).toBe('%PDF-1.4');
    const text = (await reportText(bytes)).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
    expect(text).toContain(`Proof report: ${project.name}`);
    expect(text).toContain(project.customer);
    expect(text).toContain(project.note);
    expect(text).not.toContain('?');
  });

  it('he: right to left, aligned to the right margin', async () => {
    const bytes = await projectReport(PROJECTS.he);
    const words = [
      ...(await reportText(bytes, '-bbox')).matchAll(
        /<word xMin="([\d.]+)"[^>]*xMax="([\d.]+)"[^>]*>([^<]*)</g,
      ),
    ].map(([, xMin, xMax, word]) => ({ xMin: Number(xMin), xMax: Number(xMax), word }));
    // Word boxes hold their glyphs as drawn, left to right: Hebrew words read backwards.
    const dana = words.find((w) => w.word === 'הנד');
    const cohen = words.find((w) => w.word === 'ןהכ');
    // A4 is 595.28 pt wide with 50 pt margins: the value ends at 545.28.
    expect(dana?.xMax).toBeGreaterThan(543);
    expect(dana?.xMax).toBeLessThan(546);
    // The first word of a Hebrew name stands to the right of the second.
    expect(dana?.xMin).toBeGreaterThan(cohen?.xMax ?? Infinity);
  });
});
