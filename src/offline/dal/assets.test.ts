import { describe, expect, it } from 'vitest';
import type { Asset, DalAsset, Project } from '@/api/types';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_DAL } from './seed';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import {
  download,
  emitted,
  getAsset,
  JPEG_SIGNATURE,
  PNG_SIGNATURE,
  startsWithBytes,
  uploadedAssetUID,
} from '@/offline/testing/assets-kit';
import { problemErrors, resultOf, type ApiAnswer } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest(['anna']);

const getDal = async (assetUID: string) =>
  resultOf<{ asset: DalAsset }>(
    await t.h.call('GET', `/api/v1/dal/asset?AssetUID=${assetUID}`, { token: t.anna }),
  ).asset;
const folderAssets = async (folderUID: string) =>
  resultOf<{ assets: DalAsset[] }>(
    await t.h.call('GET', `/api/v1/dal/folder/assets?FolderUID=${folderUID}`, { token: t.anna }),
  ).assets;
const projectAssets = async (projectUID: string) =>
  resultOf<Project[]>(
    await t.h.call(
      'GET',
      `/api/v1/project?ProjectUID=${projectUID}&IsLoadAssets=true&IsLoadLastVerAssets=false`,
      { token: t.anna },
    ),
  )[0]?.assets ?? [];

function expectDalError(answer: ApiAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ version: '1.0', statusCode: status, isError: true });
}

describe('reading library assets', () => {
  it('GET /dal/asset answers result.asset with history, folderUID and a working thumbnailUrl', async () => {
    const answer = await t.h.call('GET', `/api/v1/dal/asset?AssetUID=${DEMO_DAL.granolaCarton}`, {
      token: t.anna,
    });
    expect(answer.body).toMatchObject({ isError: false, statusCode: 200 });
    const asset = resultOf<{ asset: DalAsset }>(answer).asset;
    expect(Object.keys(asset).sort()).toEqual(
      [
        'addedDate',
        'assetUID',
        'description',
        'folderUID',
        'history',
        'name',
        'originProjectUID',
        'tags',
        'thumbnailUrl',
      ].sort(),
    );
    expect(asset).toMatchObject({
      folderUID: DEMO_DAL.acmeTemplates,
      originProjectUID: DEMO_PROJECTS.acmeOatBox,
      tags: ['carton', 'dieline', 'cereal'],
    });
    expect(asset.history.map((entry) => entry.description)).toEqual([
      expect.stringMatching(/^Added to the library/),
      expect.stringMatching(/^Moved/),
    ]);
    const thumbnail = await download(asset.thumbnailUrl ?? '');
    expect(thumbnail.status).toBe(200);
    expect(startsWithBytes(thumbnail.bytes, JPEG_SIGNATURE)).toBe(true);
  });

  it('GET /dal/asset: 400 without AssetUID, 404 for unknown and foreign assets', async () => {
    expect(
      Object.keys(problemErrors(await t.h.call('GET', '/api/v1/dal/asset', { token: t.anna }))),
    ).toEqual(['AssetUID']);
    expectDalError(
      await t.h.call('GET', '/api/v1/dal/asset?AssetUID=nope', { token: t.anna }),
      404,
    );
    const ravi = await t.h.login('ravi@demo.test');
    expectDalError(
      await t.h.call('GET', `/api/v1/dal/asset?AssetUID=${DEMO_DAL.jamLabel}`, { token: ravi }),
      404,
    );
  });

  it('GET /dal/folder/assets lists a folder; an unknown, foreign or missing folder is a 400', async () => {
    expect((await folderAssets(DEMO_DAL.nordicJam)).map((a) => a.assetUID).sort()).toEqual(
      [DEMO_DAL.jamLabel, DEMO_DAL.jamLeaflet].sort(),
    );
    expect(await folderAssets(DEMO_DAL.acmeLogos)).toEqual([]);
    expect(
      Object.keys(
        problemErrors(
          await t.h.call('GET', '/api/v1/dal/folder/assets?FolderUID=nope', { token: t.anna }),
        ),
      ),
    ).toEqual(['FolderUID']);
    expect(
      Object.keys(
        problemErrors(await t.h.call('GET', '/api/v1/dal/folder/assets', { token: t.anna })),
      ),
    ).toEqual(['FolderUID']);
    const ravi = await t.h.login('ravi@demo.test');
    expect(
      (
        await t.h.call('GET', `/api/v1/dal/folder/assets?FolderUID=${DEMO_DAL.nordicJam}`, {
          token: ravi,
        })
      ).status,
    ).toBe(400);
  });
});

describe('changing library assets', () => {
  const move = (body: unknown) => t.h.call('PUT', '/api/v1/dal/asset', { token: t.anna, body });

  it('PUT /dal/asset moves an asset to a folder and records it in the history', async () => {
    expect(
      (await move({ assetUID: DEMO_DAL.coffeeBag, folderUID: DEMO_DAL.acmeBrand })).body,
    ).toMatchObject({ isError: false });
    const asset = await getDal(DEMO_DAL.coffeeBag);
    expect(asset.folderUID).toBe(DEMO_DAL.acmeBrand);
    expect(asset.history.at(-1)?.description).toBe(
      "Moved from folder 'Approved artwork' to 'Brand assets'.",
    );
    expect(await folderAssets(DEMO_DAL.acmeApproved)).toEqual([]);
  });

  it('PUT /dal/asset: 404 for an unknown asset, an unknown folder or a folder of another library', async () => {
    expectDalError(await move({ assetUID: 'nope', folderUID: DEMO_DAL.acmeBrand }), 404);
    expectDalError(await move({ assetUID: DEMO_DAL.coffeeBag, folderUID: 'nope' }), 404);
    expectDalError(
      await move({ assetUID: DEMO_DAL.coffeeBag, folderUID: DEMO_DAL.nordicJam }),
      404,
    );
    expect(Object.keys(problemErrors(await move({})))).toEqual(['assetUID', 'folderUID']);
  });

  it('DELETE /dal/asset removes the asset and its files', async () => {
    const { thumbnailUrl } = await getDal(DEMO_DAL.jamLabel);
    expect((await download(thumbnailUrl ?? '')).status).toBe(200);
    const remove = () =>
      t.h.call('DELETE', '/api/v1/dal/asset', {
        token: t.anna,
        body: { assetUID: DEMO_DAL.jamLabel },
      });
    expect((await remove()).body).toMatchObject({ isError: false });
    expectDalError(await remove(), 404);
    expect((await download(thumbnailUrl ?? '')).status).toBe(404);
    expect(
      Object.keys(
        problemErrors(await t.h.call('DELETE', '/api/v1/dal/asset', { token: t.anna, body: {} })),
      ),
    ).toEqual(['assetUID']);
  });
});

describe('POST /api/v1/dal/asset/project', () => {
  const copy = (body: unknown) =>
    t.h.call('POST', '/api/v1/dal/asset/project', { token: t.anna, body });

  it('copies a library asset into a project as a processed asset, leaving the library asset in place', async () => {
    const before = await getDal(DEMO_DAL.jamLeaflet);
    const answer = await copy({
      assetUID: DEMO_DAL.jamLeaflet,
      projectUID: DEMO_PROJECTS.nordicCrispbread,
    });
    expect(answer.body).toMatchObject({ isError: false, statusCode: 200 });
    expect((answer.body as { message: string }).message).toMatch(/copied to the project/);
    const [copied] = await projectAssets(DEMO_PROJECTS.nordicCrispbread);
    // x-extension: the answer names the version made, so the app can link to it.
    expect(resultOf(answer)).toEqual({
      projectUID: DEMO_PROJECTS.nordicCrispbread,
      assetUID: copied?.assetUID,
      version: 1,
    });
    expect(copied).toMatchObject({
      name: before.name,
      version: 1,
      status: 'Processed',
      pagesCount: 4,
    });
    const page = await download(copied?.fullSizeBitmapUrl ?? '');
    expect(startsWithBytes(page.bytes, PNG_SIGNATURE)).toBe(true);
    const libraryThumb = await download(before.thumbnailUrl ?? '');
    expect((await download(copied?.thumbnailUrl ?? '')).bytes).toEqual(libraryThumb.bytes);
    const after = await getDal(DEMO_DAL.jamLeaflet);
    expect(after).toMatchObject({ folderUID: before.folderUID, name: before.name });
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.history.at(-1)?.description).toMatch(
      /^Copied to project 'Rye crispbread 250 g pack'/,
    );
    expect(emitted(t.h.service, 'asset.uploaded').at(-1)?.Data).toMatchObject({
      ProjectUID: DEMO_PROJECTS.nordicCrispbread,
      AssetUID: copied?.assetUID,
    });
  });

  it('makes the next version of a project asset of the same name', async () => {
    // The library's cereal-box template has the name of the Oat Crunch project's carton.
    await copy({ assetUID: DEMO_DAL.granolaCarton, projectUID: DEMO_PROJECTS.acmeOatBox });
    const carton = await getAsset(t.h, t.anna, DEMO_ASSETS.acmeGranolaCarton);
    expect(carton).toMatchObject({ version: 2, status: 'Processed' });
  });

  it('answers 404 for an unknown asset or project (or one of another client), 400 for an inactive project', async () => {
    expectDalError(
      await copy({ assetUID: 'nope', projectUID: DEMO_PROJECTS.nordicCrispbread }),
      404,
    );
    expectDalError(await copy({ assetUID: DEMO_DAL.jamLabel, projectUID: 'nope' }), 404);
    expectDalError(
      await copy({ assetUID: DEMO_DAL.jamLabel, projectUID: DEMO_PROJECTS.acmeCrisps }),
      404,
    );
    expectDalError(
      await copy({ assetUID: DEMO_DAL.jamLabel, projectUID: DEMO_PROJECTS.nordicButter }),
      400,
    );
    expect(Object.keys(problemErrors(await copy({})))).toEqual(['assetUID', 'projectUID']);
  });
});

describe('POST /api/v1/dal/asset/folder', () => {
  const copy = (body: unknown) =>
    t.h.call('POST', '/api/v1/dal/asset/folder', { token: t.anna, body });

  it('copies a project asset into a library folder with originProjectUID, leaving the project asset untouched', async () => {
    // Opening a file first draws the seeded artwork, which settles its exact fileSize.
    await download((await getAsset(t.h, t.anna, DEMO_ASSETS.acmeCoffeePouch)).thumbnailUrl ?? '');
    const before: Asset = await getAsset(t.h, t.anna, DEMO_ASSETS.acmeCoffeePouch);
    const answer = await copy({
      assetUID: DEMO_ASSETS.acmeCoffeePouch,
      folderUID: DEMO_DAL.acmeBrand,
    });
    expect(answer.body).toMatchObject({ isError: false, statusCode: 200 });
    const [added] = await folderAssets(DEMO_DAL.acmeBrand);
    expect(resultOf(answer)).toEqual({ assetUID: added?.assetUID, folderUID: DEMO_DAL.acmeBrand });
    expect(added).toMatchObject({
      name: before.name,
      originProjectUID: DEMO_PROJECTS.acmeColdBrew,
      folderUID: DEMO_DAL.acmeBrand,
      tags: [],
    });
    expect(added?.history).toEqual([
      {
        created: added?.addedDate,
        description:
          "Added to the library from project 'Cold Brew coffee label 250 ml' (version 1).",
      },
    ]);
    expect(await getAsset(t.h, t.anna, DEMO_ASSETS.acmeCoffeePouch)).toEqual(before);
    expect((await download(added?.thumbnailUrl ?? '')).bytes).toEqual(
      (await download(before.thumbnailUrl ?? '')).bytes,
    );
    // The library copy survives the deletion of the project asset.
    expect(
      (
        await t.h.call('DELETE', '/api/v1/asset', {
          token: t.anna,
          body: { assetUID: DEMO_ASSETS.acmeCoffeePouch },
        })
      ).status,
    ).toBe(200);
    expect((await download(added?.thumbnailUrl ?? '')).status).toBe(200);
  });

  it('answers 404 for an unknown asset or folder (or a folder of another client), 400 for an unprocessed asset', async () => {
    expectDalError(await copy({ assetUID: 'nope', folderUID: DEMO_DAL.acmeBrand }), 404);
    expectDalError(await copy({ assetUID: DEMO_ASSETS.acmeCoffeePouch, folderUID: 'nope' }), 404);
    expectDalError(
      await copy({ assetUID: DEMO_ASSETS.acmeCoffeePouch, folderUID: DEMO_DAL.nordicJam }),
      404,
    );
    const pending = await uploadedAssetUID(
      t.h,
      t.anna,
      DEMO_PROJECTS.acmeCrisps,
      'crisps-front.png',
      solidImage('png', 40, 30, [10, 120, 200]),
    );
    expectDalError(await copy({ assetUID: pending, folderUID: DEMO_DAL.acmeBrand }), 400);
    expect(Object.keys(problemErrors(await copy({ assetUID: pending })))).toEqual(['folderUID']);
  });
});
