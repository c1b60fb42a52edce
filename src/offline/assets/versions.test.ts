import { describe, expect, it } from 'vitest';
import type { DownloadLink, Project } from '@/api/types';
import { inspectImage, solidImage } from '@/offline/platform/processing/test-inputs';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import {
  download,
  getAsset,
  postMultipart,
  uploadAsset,
  uploadedAssetUID,
} from '@/offline/testing/assets-kit';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const project = DEMO_PROJECTS.acmeLemonCan;

const t = harnessEachTest(['anna'], { settings: { timeScale: 1000 } });

describe('asset versions', () => {
  it('makes the next version of a same-named upload and refuses a different file type with 412', async () => {
    const v1 = solidImage('png', 30, 20, [255, 0, 0]);
    const v2 = solidImage('png', 60, 40, [0, 255, 0]);
    const assetUID = await uploadedAssetUID(t.h, t.anna, project, 'label.png', v1);
    await t.h.service.whenIdle();
    expect(await uploadedAssetUID(t.h, t.anna, project, 'Label.PNG', v2)).toBe(assetUID);
    await t.h.service.whenIdle();

    const latest = await getAsset(t.h, t.anna, assetUID);
    expect(latest).toMatchObject({
      version: 2,
      name: 'label.png',
      status: 'Processed',
      fileSize: v2.byteLength,
    });
    expect((await inspectImage((await download(latest.fullSizeBitmapUrl ?? '')).bytes)).width).toBe(
      60,
    );
    const first = await getAsset(t.h, t.anna, assetUID, 1);
    expect(first).toMatchObject({ version: 1, fileSize: v1.byteLength });
    expect((await inspectImage((await download(first.fullSizeBitmapUrl ?? '')).bytes)).width).toBe(
      30,
    );

    const rowsBefore = t.h.service.context.db.count('assets');
    const jpeg = await uploadAsset(
      t.h,
      t.anna,
      project,
      'label.jpg',
      solidImage('jpeg', 10, 10, [0, 0, 0]),
    );
    expect(jpeg.status).toBe(412);
    expect(jpeg.body).toMatchObject({ statusCode: 412 });
    expect(jpeg.text).toMatch(/file type \.jpg differs from the asset's \.png/);
    expect(t.h.service.context.db.count('assets')).toBe(rowsBefore);

    expect(
      (await t.h.call('GET', `/api/v1/asset?AssetUID=${assetUID}&Version=3`, { token: t.anna }))
        .status,
    ).toBe(404);
    expect(
      problemErrors(
        await t.h.call('GET', `/api/v1/asset?AssetUID=${assetUID}&Version=0`, { token: t.anna }),
      ),
    ).toHaveProperty('Version');
    expect(
      problemErrors(
        await t.h.call('GET', `/api/v1/asset?AssetUID=${assetUID}&Version=two`, { token: t.anna }),
      ),
    ).toHaveProperty('Version');
  });

  it('lists the latest versions in project records by default and every version with IsLoadLastVerAssets=false', async () => {
    const assetUID = await uploadedAssetUID(
      t.h,
      t.anna,
      project,
      'can.png',
      solidImage('png', 8, 8, [1, 1, 1]),
    );
    await uploadedAssetUID(t.h, t.anna, project, 'can.png', solidImage('png', 9, 9, [1, 1, 1]));
    await t.h.service.whenIdle();
    const list = async (query: string) => {
      const answer = await t.h.call('GET', `/api/v1/project?ProjectUID=${project}${query}`, {
        token: t.anna,
      });
      return resultOf<Project[]>(answer)[0];
    };
    expect((await list(''))?.assets).toBeUndefined();
    const latest = (await list('&IsLoadAssets=true'))?.assets ?? [];
    expect(latest.map((a) => [a.assetUID, a.version])).toEqual([[assetUID, 2]]);
    expect(latest[0]?.fullSizeBitmapUrl).toMatch(new RegExp(`^${t.h.url}/files/`));
    const all = (await list('&IsLoadAssets=true&IsLoadLastVerAssets=false'))?.assets ?? [];
    expect(all.map((a) => a.version)).toEqual([1, 2]);
  });
});

describe('GET /api/v1/asset/download', () => {
  it('answers 406 until the version is Processed, then links the original bytes as an attachment', async () => {
    const png = solidImage('png', 12, 12, [5, 6, 7]);
    const assetUID = await uploadedAssetUID(t.h, t.anna, project, 'front panel.png', png);
    const early = await t.h.call('GET', `/api/v1/asset/download?AssetUID=${assetUID}`, {
      token: t.anna,
    });
    expect(early.status).toBe(406);
    expect(early.body).toMatchObject({ statusCode: 406 });
    await t.h.service.whenIdle();
    const answer = await t.h.call('GET', `/api/v1/asset/download?AssetUID=${assetUID}`, {
      token: t.anna,
    });
    expect(answer.status).toBe(200);
    const { downloadURL } = resultOf<DownloadLink>(answer);
    const file = await download(downloadURL);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('image/png');
    expect(file.headers.get('Content-Disposition')).toBe(
      `attachment; filename="front panel.png"; filename*=UTF-8''front%20panel.png`,
    );
    expect(file.bytes).toEqual(png);
  });

  it('links the original of an earlier version with Version (text compare reads both)', async () => {
    const v1 = solidImage('png', 10, 10, [1, 2, 3]);
    const v2 = solidImage('png', 20, 20, [4, 5, 6]);
    const assetUID = await uploadedAssetUID(t.h, t.anna, project, 'panel.png', v1);
    await t.h.service.whenIdle();
    await uploadedAssetUID(t.h, t.anna, project, 'panel.png', v2);
    await t.h.service.whenIdle();
    const bytesOf = async (query: string) => {
      const answer = await t.h.call('GET', `/api/v1/asset/download?AssetUID=${assetUID}${query}`, {
        token: t.anna,
      });
      expect(answer.status, answer.text).toBe(200);
      return (await download(resultOf<DownloadLink>(answer).downloadURL)).bytes;
    };
    expect(await bytesOf('&Version=1')).toEqual(v1);
    expect(await bytesOf('&Version=2')).toEqual(v2);
    expect(await bytesOf('')).toEqual(v2);
    const missing = await t.h.call('GET', `/api/v1/asset/download?AssetUID=${assetUID}&Version=3`, {
      token: t.anna,
    });
    expect(missing.status).toBe(404);
  });

  it('answers 404 for unknown and foreign assets and 400 without AssetUID', async () => {
    const assetUID = await uploadedAssetUID(
      t.h,
      t.anna,
      project,
      'x.png',
      solidImage('png', 4, 4, [0, 0, 0]),
    );
    const lena = await t.h.login('lena@demo.test');
    for (const path of ['/api/v1/asset', '/api/v1/asset/download', '/api/v1/asset/proofreport']) {
      expect(
        (await t.h.call('GET', `${path}?AssetUID=${assetUID}`, { token: lena })).status,
        path,
      ).toBe(404);
      expect((await t.h.call('GET', `${path}?AssetUID=nope`, { token: t.anna })).status, path).toBe(
        404,
      );
      expect(problemErrors(await t.h.call('GET', path, { token: t.anna })), path).toHaveProperty(
        'AssetUID',
      );
      expect((await t.h.call('GET', `${path}?AssetUID=${assetUID}`)).status, path).toBe(401);
    }
  });
});

describe('upload validation (400)', () => {
  const png = solidImage('png', 4, 4, [0, 0, 0]);
  const upload = (
    query: string,
    options: { bytes?: Uint8Array; field?: string } = { bytes: png },
  ) => postMultipart(t.h.url, '/api/v1/asset/upload', { token: t.anna, query, ...options });

  it('names every missing or malformed parameter, keyed as sent', async () => {
    expect(Object.keys(problemErrors(await upload('')))).toEqual(['ProjectUID', 'FileName']);
    for (const path of ['dir/a.png', '..\\a.png', 'C:a.png', '..']) {
      const errors = problemErrors(
        await upload(`ProjectUID=${project}&fileName=${encodeURIComponent(path)}`),
      );
      expect(errors.fileName?.[0], path).toMatch(/not a path/);
    }
    expect(
      problemErrors(await upload(`ProjectUID=${project}&FileName=a.png`, {})).uploadedFile?.[0],
    ).toMatch(/required/);
    const text = await postMultipart(t.h.url, '/api/v1/asset/upload', {
      token: t.anna,
      query: `ProjectUID=${project}&FileName=a.png`,
      bytes: png,
      field: 'other',
    });
    expect(problemErrors(text)).toHaveProperty('uploadedFile');
    const json = await t.h.call(
      'POST',
      `/api/v1/asset/upload?ProjectUID=${project}&FileName=a.png`,
      {
        token: t.anna,
        body: { uploadedFile: 'x' },
      },
    );
    expect(problemErrors(json).uploadedFile?.[0]).toMatch(/multipart\/form-data/);
    expect(
      t.h.service.context.db.rows('assets').filter((row) => row.projectUID === project),
    ).toHaveLength(0);
  });

  it('reads a text field named uploadedFile as a 400, not a file', async () => {
    const form = new FormData();
    form.append('uploadedFile', 'just text');
    const response = await fetch(
      `${t.h.url}/api/v1/asset/upload?ProjectUID=${project}&FileName=a.png`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${t.anna}` },
        body: form,
      },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/must be a file/);
  });
});
