import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DownloadLink, Project } from '@/api/types';
import { inspectImage, solidImage } from '../processing/test-inputs';
import { DEMO_PROJECTS } from '../seed/demo-ids';
import {
  download,
  getAsset,
  postMultipart,
  uploadAsset,
  uploadedAssetUID,
} from './support/assets-kit';
import { problemErrors, resultOf, startHttpHarness, type HttpHarness } from './support/http-client';

let h: HttpHarness;
let anna: string;
const project = DEMO_PROJECTS.acmeLemonCan;

beforeEach(async () => {
  h = await startHttpHarness({ settings: { timeScale: 1000 } });
  anna = await h.login('anna@demo.test');
});
afterEach(() => h.close());

describe('asset versions', () => {
  it('makes the next version of a same-named upload and refuses a different file type with 412', async () => {
    const v1 = solidImage('png', 30, 20, [255, 0, 0]);
    const v2 = solidImage('png', 60, 40, [0, 255, 0]);
    const assetUID = await uploadedAssetUID(h, anna, project, 'label.png', v1);
    await h.service.whenIdle();
    expect(await uploadedAssetUID(h, anna, project, 'Label.PNG', v2)).toBe(assetUID);
    await h.service.whenIdle();

    const latest = await getAsset(h, anna, assetUID);
    expect(latest).toMatchObject({
      version: 2,
      name: 'label.png',
      status: 'Processed',
      fileSize: v2.byteLength,
    });
    expect((await inspectImage((await download(latest.fullSizeBitmapUrl ?? '')).bytes)).width).toBe(
      60,
    );
    const first = await getAsset(h, anna, assetUID, 1);
    expect(first).toMatchObject({ version: 1, fileSize: v1.byteLength });
    expect((await inspectImage((await download(first.fullSizeBitmapUrl ?? '')).bytes)).width).toBe(
      30,
    );

    const rowsBefore = h.service.context.db.count('assets');
    const jpeg = await uploadAsset(
      h,
      anna,
      project,
      'label.jpg',
      solidImage('jpeg', 10, 10, [0, 0, 0]),
    );
    expect(jpeg.status).toBe(412);
    expect(jpeg.body).toMatchObject({ statusCode: 412 });
    expect(jpeg.text).toMatch(/file type \.jpg differs from the asset's \.png/);
    expect(h.service.context.db.count('assets')).toBe(rowsBefore);

    expect(
      (await h.call('GET', `/api/v1/asset?AssetUID=${assetUID}&Version=3`, { token: anna })).status,
    ).toBe(404);
    expect(
      problemErrors(
        await h.call('GET', `/api/v1/asset?AssetUID=${assetUID}&Version=0`, { token: anna }),
      ),
    ).toHaveProperty('Version');
    expect(
      problemErrors(
        await h.call('GET', `/api/v1/asset?AssetUID=${assetUID}&Version=two`, { token: anna }),
      ),
    ).toHaveProperty('Version');
  });

  it('lists the latest versions in project records by default and every version with IsLoadLastVerAssets=false', async () => {
    const assetUID = await uploadedAssetUID(
      h,
      anna,
      project,
      'can.png',
      solidImage('png', 8, 8, [1, 1, 1]),
    );
    await uploadedAssetUID(h, anna, project, 'can.png', solidImage('png', 9, 9, [1, 1, 1]));
    await h.service.whenIdle();
    const list = async (query: string) => {
      const answer = await h.call('GET', `/api/v1/project?ProjectUID=${project}${query}`, {
        token: anna,
      });
      return resultOf<Project[]>(answer)[0];
    };
    expect((await list(''))?.assets).toBeUndefined();
    const latest = (await list('&IsLoadAssets=true'))?.assets ?? [];
    expect(latest.map((a) => [a.assetUID, a.version])).toEqual([[assetUID, 2]]);
    expect(latest[0]?.fullSizeBitmapUrl).toMatch(new RegExp(`^${h.url}/files/`));
    const all = (await list('&IsLoadAssets=true&IsLoadLastVerAssets=false'))?.assets ?? [];
    expect(all.map((a) => a.version)).toEqual([1, 2]);
  });
});

describe('GET /api/v1/asset/download', () => {
  it('answers 406 until the version is Processed, then links the original bytes as an attachment', async () => {
    const png = solidImage('png', 12, 12, [5, 6, 7]);
    const assetUID = await uploadedAssetUID(h, anna, project, 'front panel.png', png);
    const early = await h.call('GET', `/api/v1/asset/download?AssetUID=${assetUID}`, {
      token: anna,
    });
    expect(early.status).toBe(406);
    expect(early.body).toMatchObject({ statusCode: 406 });
    await h.service.whenIdle();
    const answer = await h.call('GET', `/api/v1/asset/download?AssetUID=${assetUID}`, {
      token: anna,
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

  it('answers 404 for unknown and foreign assets and 400 without AssetUID', async () => {
    const assetUID = await uploadedAssetUID(
      h,
      anna,
      project,
      'x.png',
      solidImage('png', 4, 4, [0, 0, 0]),
    );
    const lena = await h.login('lena@demo.test');
    for (const path of ['/api/v1/asset', '/api/v1/asset/download', '/api/v1/asset/proofreport']) {
      expect(
        (await h.call('GET', `${path}?AssetUID=${assetUID}`, { token: lena })).status,
        path,
      ).toBe(404);
      expect((await h.call('GET', `${path}?AssetUID=nope`, { token: anna })).status, path).toBe(
        404,
      );
      expect(problemErrors(await h.call('GET', path, { token: anna })), path).toHaveProperty(
        'AssetUID',
      );
      expect((await h.call('GET', `${path}?AssetUID=${assetUID}`)).status, path).toBe(401);
    }
  });
});

describe('upload validation (400)', () => {
  const png = solidImage('png', 4, 4, [0, 0, 0]);
  const upload = (
    query: string,
    options: { bytes?: Uint8Array; field?: string } = { bytes: png },
  ) => postMultipart(h.url, '/api/v1/asset/upload', { token: anna, query, ...options });

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
    const text = await postMultipart(h.url, '/api/v1/asset/upload', {
      token: anna,
      query: `ProjectUID=${project}&FileName=a.png`,
      bytes: png,
      field: 'other',
    });
    expect(problemErrors(text)).toHaveProperty('uploadedFile');
    const json = await h.call('POST', `/api/v1/asset/upload?ProjectUID=${project}&FileName=a.png`, {
      token: anna,
      body: { uploadedFile: 'x' },
    });
    expect(problemErrors(json).uploadedFile?.[0]).toMatch(/multipart\/form-data/);
    expect(
      h.service.context.db.rows('assets').filter((row) => row.projectUID === project),
    ).toHaveLength(0);
  });

  it('reads a text field named uploadedFile as a 400, not a file', async () => {
    const form = new FormData();
    form.append('uploadedFile', 'just text');
    const response = await fetch(
      `${h.url}/api/v1/asset/upload?ProjectUID=${project}&FileName=a.png`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${anna}` },
        body: form,
      },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/must be a file/);
  });
});
