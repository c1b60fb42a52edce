import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Asset, AssetUIDResult } from '@/api/types';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { getAsset } from '@/offline/testing/assets-kit';
import { startFileOrigin, type FileOrigin } from '@/offline/testing/file-origin';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const png = solidImage('png', 24, 16, [10, 120, 200]);
const project = DEMO_PROJECTS.acmeLemonCan;
let origin: FileOrigin;

beforeAll(async () => {
  origin = await startFileOrigin({
    '/named': {
      body: png,
      headers: {
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename="from header.png"',
      },
    },
    '/utf8': {
      body: png,
      headers: {
        'Content-Type': 'image/png',
        'Content-Disposition': `attachment; filename="x.png"; filename*=UTF-8''%C3%A9tiquette.png`,
      },
    },
    '/pathy': {
      body: png,
      headers: {
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename="../../etc/label.png"',
      },
    },
    '/typed': { body: png, headers: { 'Content-Type': 'image/png; charset=binary' } },
    '/untyped': { body: png },
    '/gone': { status: 410, body: 'gone' },
  });
});
afterAll(() => origin.close());

describe('POST /api/v1/asset/upload_url over HTTP', () => {
  const t = harnessEachTest(['anna'], { settings: { timeScale: 1000 } });

  const uploadUrl = async (body: Record<string, unknown>) =>
    t.h.call('POST', '/api/v1/asset/upload_url', {
      token: t.anna,
      body: { projectUID: project, ...body },
    });
  const nameOf = async (body: Record<string, unknown>): Promise<Asset> => {
    const answer = await uploadUrl(body);
    expect(answer.status, answer.text).toBe(200);
    return getAsset(t.h, t.anna, resultOf<AssetUIDResult>(answer).assetUID);
  };

  it('names the file from fileName, else Content-Disposition, else the content type', async () => {
    expect((await nameOf({ url: `${origin.url}/named`, fileName: 'chosen.png' })).name).toBe(
      'chosen.png',
    );
    expect((await nameOf({ url: `${origin.url}/named` })).name).toBe('from header.png');
    expect((await nameOf({ url: `${origin.url}/utf8` })).name).toBe('étiquette.png');
    expect((await nameOf({ url: `${origin.url}/pathy` })).name).toBe('label.png');
    expect((await nameOf({ url: `${origin.url}/typed` })).name).toBe('asset.png');
    // asset.bin would be the next version of asset.png, and versions keep their file type.
    expect((await uploadUrl({ url: `${origin.url}/untyped` })).status).toBe(412);
    const untyped = await nameOf({
      url: `${origin.url}/untyped`,
      projectUID: DEMO_PROJECTS.acmeOatBox,
    });
    expect(untyped.name).toBe('asset.bin');
    await t.h.service.whenIdle();
    const typed = t.h.service.context.db.rows('assets').find((row) => row.name === 'asset.png');
    expect(typed).toMatchObject({ status: 'Processed', fileSize: png.byteLength, pagesCount: 1 });
    expect((await getAsset(t.h, t.anna, untyped.assetUID)).statusMessage).toMatch(
      /Unsupported file type \.bin/,
    );
  });

  it('answers 400 for non-http URLs, fetch failures and error statuses, naming the url field', async () => {
    expect(problemErrors(await uploadUrl({ url: 'ftp://example.com/a.png' })).url?.[0]).toMatch(
      /Only http and https/,
    );
    expect(problemErrors(await uploadUrl({ url: 'not a url' })).url?.[0]).toMatch(
      /not an absolute URL/,
    );
    expect(problemErrors(await uploadUrl({ URL: `${origin.url}/gone` })).URL?.[0]).toMatch(
      /HTTP 410/,
    );
    const closed = await startFileOrigin({});
    await closed.close();
    expect(problemErrors(await uploadUrl({ url: `${closed.url}/x.png` })).url?.[0]).toMatch(
      /could not be fetched/,
    );
    expect(
      problemErrors(await uploadUrl({ url: `${origin.url}/named`, fileName: 'a/b.png' }))
        .fileName?.[0],
    ).toMatch(/not a path/);
    expect(
      Object.keys(
        problemErrors(
          await t.h.call('POST', '/api/v1/asset/upload_url', { token: t.anna, body: {} }),
        ),
      ),
    ).toEqual(['projectUID', 'url']);
  });

  it('answers 404 for inactive or foreign projects without fetching anything', async () => {
    const before = origin.requests.length;
    const completed = await t.h.call('POST', '/api/v1/asset/upload_url', {
      token: t.anna,
      body: { projectUID: DEMO_PROJECTS.acmeTeaBox, url: `${origin.url}/named` },
    });
    expect(completed.status).toBe(404);
    const lena = await t.h.login('lena@demo.test');
    expect(
      (
        await t.h.call('POST', '/api/v1/asset/upload_url', {
          token: lena,
          body: { projectUID: project, url: `${origin.url}/named` },
        })
      ).status,
    ).toBe(404);
    expect(origin.requests.length).toBe(before);
  });

  it('answers 403 when the fetched file does not fit the storage quota', async () => {
    await t.restart({ storageQuota: { Pro: 1 } });
    const answer = await uploadUrl({ url: `${origin.url}/typed` });
    expect(answer.status).toBe(403);
  });
});

describe('POST /api/v1/asset/upload_url through msw/node', () => {
  let t: TestService;
  beforeEach(async () => {
    t = await createTestService({ settings: { timeScale: 1000 } });
  });
  afterEach(() => t.dispose());

  it('fetches from a real server the test lets through, and serves the processed pages', async () => {
    t.server.use(http.get(`${origin.url}/*`, () => passthrough()));
    const token = await t.login('anna@demo.test');
    const response = await fetch(`${t.baseUrl}/api/v1/asset/upload_url`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectUID: project, url: `${origin.url}/named` }),
    });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: AssetUIDResult };
    await t.service.whenIdle();
    const asset = await fetch(`${t.baseUrl}/api/v1/asset?AssetUID=${result.assetUID}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const record = ((await asset.json()) as { result: Asset }).result;
    expect(record).toMatchObject({ name: 'from header.png', status: 'Processed', pagesCount: 1 });
    const page = await fetch(record.fullSizeBitmapUrl ?? '');
    expect(page.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await page.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
