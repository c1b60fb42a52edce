import { PDFDocument } from '@pdfme/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, RefDoc, RefDocUIDResult } from '@/api/types';
import { ManualScheduler } from '@/offline/platform/clock';
import { REFDOC_PROCESSING_OFFLINE_MS } from './processing';
import { DEMO_REFDOCS } from './seed';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { download, emitted, postMultipart } from '@/offline/testing/assets-kit';
import { startFileOrigin, type FileOrigin } from '@/offline/testing/file-origin';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

let origin: FileOrigin;
const project = DEMO_PROJECTS.acmeLemonCan;
const spec = new TextEncoder().encode('Print: flexo, 6 colours.\n');

beforeAll(async () => {
  origin = await startFileOrigin({
    '/spec': {
      body: spec,
      headers: {
        'Content-Type': 'text/plain',
        'Content-Disposition': 'inline; filename="spec.txt"',
      },
    },
  });
});
afterAll(() => origin.close());
const t = harnessEachTest(['anna'], { settings: { timeScale: 1000 } });

async function refDocsOf(projectUID: string, token = t.anna): Promise<RefDoc[]> {
  const answer = await t.h.call(
    'GET',
    `/api/v1/project?ProjectUID=${projectUID}&IsLoadRefDocs=true`,
    { token },
  );
  return resultOf<Project[]>(answer)[0]?.refDocs ?? [];
}

const uploadFile = (query: string, bytes?: Uint8Array) =>
  postMultipart(t.h.url, '/api/v1/refdoc/upload', {
    token: t.anna,
    query,
    bytes,
    contentType: 'text/plain',
  });

describe('reference document files', () => {
  it('uploads a file: Pending, Processing, then Processed with a url served by the service and refdoc.uploaded', async () => {
    const scheduler = new ManualScheduler();
    await t.restart({ scheduler });
    const answer = await uploadFile(`ProjectUID=${project}&FileName=print-spec.txt`, spec);
    expect(answer.status, answer.text).toBe(200);
    const { refDocUID } = resultOf<RefDocUIDResult>(answer);
    const [pending] = await refDocsOf(project);
    expect(pending).toMatchObject({
      refDocUID,
      name: 'print-spec.txt',
      kind: 'File',
      url: null,
      fileSize: spec.byteLength,
      status: 'Pending',
    });
    scheduler.advance(REFDOC_PROCESSING_OFFLINE_MS.queue);
    expect((await refDocsOf(project))[0]?.status).toBe('Processing');
    expect(emitted(t.h.service, 'refdoc.uploaded')).toHaveLength(0);

    scheduler.advance(REFDOC_PROCESSING_OFFLINE_MS.base + 1);
    await t.h.service.whenIdle();
    const [done] = await refDocsOf(project);
    expect(done?.status).toBe('Processed');
    const file = await download(done?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/plain');
    expect(file.bytes).toEqual(spec);
    expect(emitted(t.h.service, 'refdoc.uploaded')[0]?.Data).toMatchObject({
      ProjectUID: project,
      RefDocUID: refDocUID,
      Name: 'print-spec.txt',
    });
  });

  it('fetches upload_url files with the asset naming rules', async () => {
    const named = await t.h.call('POST', '/api/v1/refdoc/upload_url', {
      token: t.anna,
      body: { projectUID: project, url: `${origin.url}/spec` },
    });
    expect(named.status, named.text).toBe(200);
    const chosen = await t.h.call('POST', '/api/v1/refdoc/upload_url', {
      token: t.anna,
      body: { projectUID: project, url: `${origin.url}/spec`, fileName: 'chosen.txt' },
    });
    expect(chosen.status).toBe(200);
    await t.h.service.whenIdle();
    expect((await refDocsOf(project)).map((doc) => [doc.name, doc.status])).toEqual([
      ['spec.txt', 'Processed'],
      ['chosen.txt', 'Processed'],
    ]);
    expect(
      problemErrors(
        await t.h.call('POST', '/api/v1/refdoc/upload_url', {
          token: t.anna,
          body: { projectUID: project, url: `${origin.url}/nothing` },
        }),
      ).url?.[0],
    ).toMatch(/HTTP 404/);
  });

  it('answers 400 for bad uploads, 404 for unknown or inactive projects, 403 over the quota', async () => {
    expect(Object.keys(problemErrors(await uploadFile('', spec)))).toEqual([
      'ProjectUID',
      'FileName',
    ]);
    expect(
      problemErrors(await uploadFile(`ProjectUID=${project}&FileName=a.txt`, new Uint8Array()))
        .uploadedFile?.[0],
    ).toMatch(/empty/);
    expect(
      problemErrors(await uploadFile(`ProjectUID=${project}&FileName=a/b.txt`, spec)),
    ).toHaveProperty('FileName');
    expect(
      (await uploadFile(`ProjectUID=${DEMO_PROJECTS.acmeWaterLabel}&FileName=a.txt`, spec)).status,
    ).toBe(404);
    expect((await uploadFile(`ProjectUID=nope&FileName=a.txt`, spec)).status).toBe(404);
    await t.restart({ storageQuota: { Pro: 1 } });
    expect((await uploadFile(`ProjectUID=${project}&FileName=a.txt`, spec)).status).toBe(403);
  });
});

describe('reference document links and deletion', () => {
  it('adds a plain link (Processed at once, refdoc.uploaded) and refuses non-http URLs', async () => {
    const answer = await t.h.call('POST', '/api/v1/refdoc/add_url', {
      token: t.anna,
      body: { projectUID: project, url: 'https://example.com/brand', name: 'Brand book' },
    });
    expect(answer.status).toBe(200);
    const unnamed = await t.h.call('POST', '/api/v1/refdoc/add_url', {
      token: t.anna,
      body: { projectUID: project, url: 'http://example.com/x' },
    });
    expect(unnamed.status).toBe(200);
    expect(
      (await refDocsOf(project)).map((doc) => [
        doc.name,
        doc.kind,
        doc.url,
        doc.fileSize,
        doc.status,
      ]),
    ).toEqual([
      ['Brand book', 'Url', 'https://example.com/brand', null, 'Processed'],
      ['http://example.com/x', 'Url', 'http://example.com/x', null, 'Processed'],
    ]);
    expect(emitted(t.h.service, 'refdoc.uploaded')).toHaveLength(2);
    expect(
      problemErrors(
        await t.h.call('POST', '/api/v1/refdoc/add_url', {
          token: t.anna,
          body: { projectUID: project, url: 'javascript:alert(1)' },
        }),
      ),
    ).toHaveProperty('url');
    expect(
      (
        await t.h.call('POST', '/api/v1/refdoc/add_url', {
          token: t.anna,
          body: { projectUID: DEMO_PROJECTS.acmeTeaBox, url: 'https://example.com' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a document once (then 404), removes its file and emits refdoc.deleted', async () => {
    const { refDocUID } = resultOf<RefDocUIDResult>(
      await uploadFile(`ProjectUID=${project}&FileName=old.txt`, spec),
    );
    await t.h.service.whenIdle();
    const url = (await refDocsOf(project))[0]?.url ?? '';
    const answer = await t.h.call('DELETE', '/api/v1/refdoc', {
      token: t.anna,
      body: { refDocUID },
    });
    expect(answer.status).toBe(200);
    expect(await refDocsOf(project)).toEqual([]);
    expect((await download(url)).status).toBe(404);
    expect(
      (await t.h.call('DELETE', '/api/v1/refdoc', { token: t.anna, body: { refDocUID } })).status,
    ).toBe(404);
    expect(emitted(t.h.service, 'refdoc.deleted')[0]?.Data).toMatchObject({
      ProjectUID: project,
      RefDocUID: refDocUID,
      Project: { ProjectUID: project },
    });
    expect(
      problemErrors(await t.h.call('DELETE', '/api/v1/refdoc', { token: t.anna, body: {} })),
    ).toHaveProperty('refDocUID');
    const ravi = await t.h.login('ravi@demo.test');
    expect(
      (
        await t.h.call('DELETE', '/api/v1/refdoc', {
          token: ravi,
          body: { refDocUID: DEMO_REFDOCS.nordicJuiceBrand },
        })
      ).status,
    ).toBe(404);
  });
});

describe('demo reference documents', () => {
  it('hold a generated print specification PDF and a link on projects of both clients', async () => {
    const lena = await t.h.login('lena@demo.test');
    const docs = await refDocsOf(DEMO_PROJECTS.nordicJuice, lena);
    expect(docs.map((doc) => [doc.refDocUID, doc.kind])).toEqual([
      [DEMO_REFDOCS.nordicJuiceSpec, 'File'],
      [DEMO_REFDOCS.nordicJuiceBrand, 'Url'],
    ]);
    const file = await download(docs[0]?.url ?? '');
    expect(file.contentType).toBe('application/pdf');
    expect((await PDFDocument.load(file.bytes)).getTitle()).toBe(
      'Print specification: Lingonberry juice 1 l carton',
    );
    expect((await refDocsOf(DEMO_PROJECTS.acmeOatBox)).map((doc) => doc.kind)).toEqual([
      'File',
      'Url',
    ]);
  });
});
