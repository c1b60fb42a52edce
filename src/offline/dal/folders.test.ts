import { describe, expect, it } from 'vitest';
import type { DalFolder } from '@/api/types';
import { DEMO_CLIENTS } from '@/offline/platform/demo-ids';
import { DEMO_DAL } from './seed';
import { problemErrors, resultOf, type ApiAnswer } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest(['anna']);

const tree = async (query = '', token = t.anna) =>
  resultOf<DalFolder>(await t.h.call('GET', `/api/v1/dal/folders${query}`, { token }));
const folderCall = (method: string, body: unknown, token = t.anna) =>
  t.h.call(method, '/api/v1/dal/folder', { token, body });

/** Every folder of a tree as `path -> folderUID`, e.g. `Acme Packaging library/Brand assets/Logos`. */
function paths(folder: DalFolder, prefix = ''): Record<string, string> {
  const path = prefix === '' ? folder.name : `${prefix}/${folder.name}`;
  return folder.subFolders.reduce((all, child) => ({ ...all, ...paths(child, path) }), {
    [path]: folder.folderUID,
  });
}

/** A DAL error: the envelope with isError true and the status repeated. */
function expectDalError(answer: ApiAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ version: '1.0', statusCode: status, isError: true });
}

describe('GET /api/v1/dal/folders', () => {
  it("answers the caller's first client's root with nested subFolders and isError false", async () => {
    const answer = await t.h.call('GET', '/api/v1/dal/folders', { token: t.anna });
    expect(answer.body).toMatchObject({ version: '1.0', statusCode: 200, isError: false });
    const root = resultOf<DalFolder>(answer);
    expect(root.folderUID).toBe(DEMO_DAL.acmeRoot);
    expect(Object.keys(root).sort()).toEqual(['folderUID', 'name', 'subFolders']);
    expect(paths(root)['Acme Packaging library/Brand assets/Logos']).toBe(DEMO_DAL.acmeLogos);
    expect((await tree(`?ClientUID=${DEMO_CLIENTS.nordic}`)).folderUID).toBe(DEMO_DAL.nordicRoot);
  });

  it('answers 404 for a client without a library for the user, 400 for a malformed ClientUID', async () => {
    const ravi = await t.h.login('ravi@demo.test');
    expectDalError(
      await t.h.call('GET', `/api/v1/dal/folders?ClientUID=${DEMO_CLIENTS.nordic}`, {
        token: ravi,
      }),
      404,
    );
    expect(
      Object.keys(
        problemErrors(
          await t.h.call('GET', `/api/v1/dal/folders?ClientUID=${'c'.repeat(101)}`, {
            token: t.anna,
          }),
        ),
      ),
    ).toEqual(['ClientUID']);
  });
});

describe('POST /api/v1/dal/folder', () => {
  it('creates a folder under a parent and returns it', async () => {
    const answer = await folderCall('POST', {
      parentFolderUID: DEMO_DAL.acmeBrand,
      name: '  Icons ',
    });
    expect(answer.body).toMatchObject({ isError: false, statusCode: 200 });
    const folder = resultOf<DalFolder>(answer);
    expect(folder).toMatchObject({ name: 'Icons', subFolders: [] });
    expect(paths(await tree())['Acme Packaging library/Brand assets/Icons']).toBe(folder.folderUID);
  });

  it('refuses a missing field (400), an unknown or foreign parent (404) and a taken name (412)', async () => {
    expect(Object.keys(problemErrors(await folderCall('POST', { name: '' }))).sort()).toEqual([
      'name',
      'parentFolderUID',
    ]);
    expectDalError(await folderCall('POST', { parentFolderUID: 'nope', name: 'X' }), 404);
    const ravi = await t.h.login('ravi@demo.test');
    expectDalError(
      await folderCall('POST', { parentFolderUID: DEMO_DAL.nordicJam, name: 'X' }, ravi),
      404,
    );
    expectDalError(
      await folderCall('POST', { parentFolderUID: DEMO_DAL.acmeBrand, name: 'logos' }),
      412,
    );
  });
});

describe('PUT /api/v1/dal/folder', () => {
  it('renames, refusing a name a sibling has and unknown folders', async () => {
    expect(
      (await folderCall('PUT', { folderUID: DEMO_DAL.acmeLogos, name: 'Logo files' })).status,
    ).toBe(200);
    expect(paths(await tree())['Acme Packaging library/Brand assets/Logo files']).toBe(
      DEMO_DAL.acmeLogos,
    );
    expectDalError(
      await folderCall('PUT', { folderUID: DEMO_DAL.acmeTemplates, name: 'Approved artwork' }),
      412,
    );
    expectDalError(await folderCall('PUT', { folderUID: 'nope', name: 'X' }), 404);
    expect(
      Object.keys(problemErrors(await folderCall('PUT', { folderUID: DEMO_DAL.acmeLogos }))),
    ).toEqual(['name']);
  });
});

describe('PATCH /api/v1/dal/folder', () => {
  it('moves a folder with its subfolders under another parent', async () => {
    expect(
      (
        await folderCall('PATCH', {
          folderUID: DEMO_DAL.acmeBrand,
          parentFolderUID: DEMO_DAL.acmeApproved,
        })
      ).status,
    ).toBe(200);
    expect(paths(await tree())['Acme Packaging library/Approved artwork/Brand assets/Logos']).toBe(
      DEMO_DAL.acmeLogos,
    );
  });

  it('refuses cycles, the root and other libraries with 412, unknown folders with 404', async () => {
    expectDalError(
      await folderCall('PATCH', {
        folderUID: DEMO_DAL.acmeBrand,
        parentFolderUID: DEMO_DAL.acmeBrand,
      }),
      412,
    );
    expectDalError(
      await folderCall('PATCH', {
        folderUID: DEMO_DAL.acmeBrand,
        parentFolderUID: DEMO_DAL.acmeLogos,
      }),
      412,
    );
    expectDalError(
      await folderCall('PATCH', {
        folderUID: DEMO_DAL.acmeRoot,
        parentFolderUID: DEMO_DAL.acmeBrand,
      }),
      412,
    );
    expectDalError(
      await folderCall('PATCH', {
        folderUID: DEMO_DAL.acmeLogos,
        parentFolderUID: DEMO_DAL.nordicJam,
      }),
      412,
    );
    expectDalError(
      await folderCall('PATCH', { folderUID: DEMO_DAL.acmeLogos, parentFolderUID: 'nope' }),
      404,
    );
    expectDalError(
      await folderCall('PATCH', { folderUID: 'nope', parentFolderUID: DEMO_DAL.acmeRoot }),
      404,
    );
    expect(Object.keys(problemErrors(await folderCall('PATCH', {}))).sort()).toEqual([
      'folderUID',
      'parentFolderUID',
    ]);
    expect(paths(await tree())['Acme Packaging library/Brand assets/Logos']).toBe(
      DEMO_DAL.acmeLogos,
    );
  });
});

describe('DELETE /api/v1/dal/folder', () => {
  it('deletes an empty folder', async () => {
    expect((await folderCall('DELETE', { folderUID: DEMO_DAL.acmeLogos })).body).toMatchObject({
      isError: false,
    });
    expect(paths(await tree())['Acme Packaging library/Brand assets/Logos']).toBeUndefined();
    expectDalError(await folderCall('DELETE', { folderUID: DEMO_DAL.acmeLogos }), 404);
  });

  it('refuses folders that hold folders or assets and the root with 412', async () => {
    expectDalError(await folderCall('DELETE', { folderUID: DEMO_DAL.acmeBrand }), 412);
    expectDalError(await folderCall('DELETE', { folderUID: DEMO_DAL.acmeApproved }), 412);
    expectDalError(await folderCall('DELETE', { folderUID: DEMO_DAL.acmeRoot }), 412);
    expect(Object.keys(problemErrors(await folderCall('DELETE', {})))).toEqual(['folderUID']);
  });
});
