import { PDFDocument } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DownloadLink } from '@/api/types';
import { ManualScheduler } from '@/offline/platform/clock';
import type { AssetDeletion } from '@/offline/platform/project-extensions';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { storageUsed } from './storage-quota';
import { DEMO_CLIENTS, DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { createMemoryPersistence } from '@/offline/platform/store/persistence-memory';
import {
  download,
  emitted,
  getAsset,
  uploadAsset,
  uploadedAssetUID,
} from '@/offline/testing/assets-kit';
import { resultOf, type HttpHarness } from '@/offline/testing/http-client';
import { harnessesClosedAfterEachTest } from '@/offline/testing/test-bed';

const startHarness = harnessesClosedAfterEachTest();

async function start(
  options: Parameters<typeof startHarness>[0] = {},
): Promise<{ h: HttpHarness; anna: string }> {
  const h = await startHarness({ settings: { timeScale: 1000 }, ...options });
  return { h, anna: await h.login('anna@demo.test') };
}

const project = DEMO_PROJECTS.acmeLemonCan;
const del = (harness: HttpHarness, token: string, body: unknown) =>
  harness.call('DELETE', '/api/v1/asset', { token, body });

describe('DELETE /api/v1/asset', () => {
  it('deletes one version, then every version, with their files, hooks and one asset.deleted each', async () => {
    const { h, anna } = await start();
    const deletions: AssetDeletion[] = [];
    h.service.context.projects.onAssetDeleted.push((deletion) => deletions.push(deletion));
    const assetUID = await uploadedAssetUID(
      h,
      anna,
      project,
      'sleeve.png',
      solidImage('png', 10, 10, [1, 2, 3]),
    );
    await uploadedAssetUID(h, anna, project, 'sleeve.png', solidImage('png', 11, 11, [1, 2, 3]));
    await uploadedAssetUID(h, anna, project, 'sleeve.png', solidImage('png', 12, 12, [1, 2, 3]));
    await h.service.whenIdle();
    const v2 = await getAsset(h, anna, assetUID, 2);

    const one = await del(h, anna, { assetUID, version: 2 });
    expect(one.status, one.text).toBe(200);
    expect((await download(v2.fullSizeBitmapUrl ?? '')).status).toBe(404);
    expect(
      (await h.call('GET', `/api/v1/asset?AssetUID=${assetUID}&Version=2`, { token: anna })).status,
    ).toBe(404);
    expect((await getAsset(h, anna, assetUID)).version).toBe(3);
    expect((await del(h, anna, { assetUID, version: 2 })).status).toBe(404);

    // A new upload after a deleted version continues the numbering.
    await uploadedAssetUID(h, anna, project, 'sleeve.png', solidImage('png', 13, 13, [1, 2, 3]));
    await h.service.whenIdle();
    expect((await getAsset(h, anna, assetUID)).version).toBe(4);

    const v1 = await getAsset(h, anna, assetUID, 1);
    expect((await del(h, anna, { AssetUID: assetUID })).status).toBe(200);
    expect(
      (await h.call('GET', `/api/v1/asset?AssetUID=${assetUID}`, { token: anna })).status,
    ).toBe(404);
    expect((await download(v1.thumbnailUrl ?? '')).status).toBe(404);
    expect((await del(h, anna, { assetUID })).status).toBe(404);

    expect(deletions.map((d) => [d.versions, d.wholeAsset])).toEqual([
      [[2], false],
      [[1, 3, 4], true],
    ]);
    const events = emitted(h.service, 'asset.deleted');
    expect(events).toHaveLength(2);
    expect(events[0]?.Data).toMatchObject({
      ProjectUID: project,
      AssetUID: assetUID,
      Project: { ProjectUID: project },
    });
  });

  it('stops processing of a version deleted while it waits', async () => {
    const { h, anna } = await start();
    const assetUID = await uploadedAssetUID(
      h,
      anna,
      project,
      'gone.png',
      solidImage('png', 10, 10, [1, 2, 3]),
    );
    expect((await del(h, anna, { assetUID })).status).toBe(200);
    await h.service.whenIdle();
    expect(h.service.context.db.rows('assets').some((row) => row.assetUID === assetUID)).toBe(
      false,
    );
    expect(emitted(h.service, 'asset.uploaded')).toHaveLength(0);
  });

  it('answers 400 without assetUID or with a bad version, 404 for foreign assets, 406 in read-only projects', async () => {
    const { h, anna } = await start();
    expect((await del(h, anna, {})).status).toBe(400);
    expect((await del(h, anna, { assetUID: 'x', version: 0 })).status).toBe(400);
    expect((await del(h, anna, { assetUID: 'x', version: 'one' })).status).toBe(400);
    const assetUID = await uploadedAssetUID(
      h,
      anna,
      project,
      'mine.png',
      solidImage('png', 4, 4, [0, 0, 0]),
    );
    expect((await del(h, await h.login('lena@demo.test'), { assetUID })).status).toBe(404);

    const completed = h.service.context.db
      .rows('assets')
      .find((row) => row.projectUID === DEMO_PROJECTS.acmeTeaBox);
    const answer = await del(h, anna, { assetUID: completed?.assetUID });
    expect(answer.status).toBe(406);
    expect(answer.text).toMatch(/read-only/);
  });
});

describe('asset lifecycle', () => {
  it('resumes processing after a reload (a new service on the same stored state)', async () => {
    const persistence = createMemoryPersistence();
    // A manual clock that never moves: the upload is still waiting when the first service goes.
    const first = await start({ persistence, scheduler: new ManualScheduler() });
    const assetUID = await uploadedAssetUID(
      first.h,
      first.anna,
      project,
      'reload.png',
      solidImage('png', 10, 10, [4, 5, 6]),
    );
    expect((await getAsset(first.h, first.anna, assetUID)).status).toBe('Pending');
    await first.h.close();
    const second = await start({ persistence });
    await second.h.service.whenIdle();
    expect((await getAsset(second.h, second.anna, assetUID)).status).toBe('Processed');
  });

  it('removes the assets and files of a deleted project without asset.deleted events', async () => {
    const { h, anna } = await start();
    const assetUID = await uploadedAssetUID(
      h,
      anna,
      project,
      'doomed.png',
      solidImage('png', 10, 10, [4, 5, 6]),
    );
    await h.service.whenIdle();
    const page = (await getAsset(h, anna, assetUID)).fullSizeBitmapUrl ?? '';
    expect(
      (
        await h.call('PUT', '/api/v1/project/state', {
          token: anna,
          body: { projectUID: project, projectState: 'Completed' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await h.call('DELETE', '/api/v1/project', { token: anna, body: { projectUID: project } }))
        .status,
    ).toBe(200);
    await h.service.whenIdle();
    expect(h.service.context.db.rows('assets').filter((row) => row.projectUID === project)).toEqual(
      [],
    );
    expect((await download(page)).status).toBe(404);
    expect(emitted(h.service, 'asset.deleted')).toHaveLength(0);
  });
});

describe('storage quota', () => {
  it('refuses an upload that would exceed the plan quota with 403 and stores nothing', async () => {
    const { h } = await start();
    const used = storageUsed(h.service.context, DEMO_CLIENTS.acme);
    await h.close();
    const png = solidImage('png', 64, 64, [9, 9, 9]);
    const small = await start({ storageQuota: { Pro: used + png.byteLength + 50 } });
    await uploadedAssetUID(small.h, small.anna, project, 'fits.png', png);
    const before = small.h.service.context.db.count('assets');
    const refused = await uploadAsset(
      small.h,
      small.anna,
      project,
      'too-much.png',
      solidImage('png', 200, 200, [1, 2, 3]),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403 });
    expect(refused.text).toMatch(/storage limit of the Pro plan/);
    expect(small.h.service.context.db.count('assets')).toBe(before);
    // Every version counts: a second version of the stored file does not fit either.
    expect((await uploadAsset(small.h, small.anna, project, 'fits.png', png)).status).toBe(403);
    // Another client has its own storage.
    const nordic = await uploadAsset(small.h, small.anna, DEMO_PROJECTS.nordicJuice, 'ok.png', png);
    expect(nordic.status).toBe(200);
  });
});

describe('GET /api/v1/asset/proofreport', () => {
  it('links a PDF 1.4 report of the version and the asset history', async () => {
    const { h, anna } = await start();
    const assetUID = await uploadedAssetUID(
      h,
      anna,
      project,
      'report-me.png',
      solidImage('png', 10, 10, [1, 2, 3]),
    );
    await h.service.whenIdle();
    const answer = await h.call('GET', `/api/v1/asset/proofreport?AssetUID=${assetUID}`, {
      token: anna,
    });
    expect(answer.status).toBe(200);
    const { downloadURL } = resultOf<DownloadLink>(answer);
    expect(downloadURL).toMatch(new RegExp(`^${h.url}/files/reports/[0-9a-f]{40}\\.pdf$`));
    const file = await download(downloadURL);
    expect(file.contentType).toBe('application/pdf');
    expect(new TextDecoder('latin1').decode(file.bytes.subarray(0, 8))).toBe('%PDF-1.4');
    const doc = await PDFDocument.load(file.bytes);
    expect(doc.getTitle()).toBe('Proof report: report-me.png');
  });
});
