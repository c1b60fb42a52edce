import type { HttpHandler } from 'msw';
import type { DalAsset } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound, ValidationProblem } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord } from '@/offline/platform/http/request';
import { fileRoute } from '@/offline/platform/http/route';
import { contentDisposition } from '@/offline/assets';
import {
  assetsInFolder,
  deleteDalAsset,
  moveDalAsset,
  requireVisibleDalAsset,
  toDalAssetRecord,
} from './assets';
import { copyDalAssetToProject, copyProjectAssetToDal } from './copy';
import { DAL_ORIGINAL, DAL_THUMBNAIL, dalKeys, ensureDalFiles, findDalAssetByToken } from './files';
import { requireVisibleFolder } from './folders';
import { canSeeClient, requireVisibleProject } from '@/offline/users';
import { fileResponse } from '@/offline/assets';
import { dalMessage, dalOk, dalRoute, readDalBody } from './http';

function readQuery(request: Request, name: string): { value: string; key: string } {
  const reader = new FieldReader(queryRecord(request), 'query');
  const value = reader.string(name, { required: true, maxLength: 100 });
  reader.done();
  return { value: value ?? '', key: reader.keyOf(name) };
}

const PAGE = /^(0|[1-9]\d*)$/;

/** GET, PUT (move), DELETE /dal/asset; GET /dal/folder/assets; both copies; the library's file URLs. */
export function dalAssetHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    dalRoute(ctx, 'get', '/dal/asset', ({ request, user, origin }) => {
      const row = requireVisibleDalAsset(ctx, user, readQuery(request, 'AssetUID').value);
      const asset: DalAsset = toDalAssetRecord(row, origin);
      return dalOk({ asset }, 'Success');
    }),
    dalRoute(ctx, 'get', '/dal/folder/assets', ({ request, user, origin }) => {
      const { value, key } = readQuery(request, 'FolderUID');
      const folder = ctx.db.get('dalFolders', value);
      if (!folder || !canSeeClient(user, folder.clientUID)) {
        throw ValidationProblem.of(key, `The folder '${value}' does not exist in your library.`);
      }
      const assets: DalAsset[] = assetsInFolder(ctx, folder.folderUID).map((row) =>
        toDalAssetRecord(row, origin),
      );
      return dalOk({ assets }, 'Success');
    }),
    dalRoute(ctx, 'put', '/dal/asset', async ({ request, user }) => {
      const { assetUID = '', folderUID = '' } = await readDalBody(request, [
        'assetUID',
        'folderUID',
      ]);
      const row = requireVisibleDalAsset(ctx, user, assetUID);
      moveDalAsset(ctx, row, requireVisibleFolder(ctx, user, folderUID));
      return dalMessage('The asset was moved.');
    }),
    dalRoute(ctx, 'delete', '/dal/asset', async ({ request, user }) => {
      const { assetUID = '' } = await readDalBody(request, ['assetUID']);
      await deleteDalAsset(ctx, requireVisibleDalAsset(ctx, user, assetUID));
      return dalMessage('The asset was deleted from the library.');
    }),
    dalRoute(ctx, 'post', '/dal/asset/project', async ({ request, user }) => {
      const { assetUID = '', projectUID = '' } = await readDalBody(request, [
        'assetUID',
        'projectUID',
      ]);
      const dal = requireVisibleDalAsset(ctx, user, assetUID);
      const copy = await copyDalAssetToProject(
        ctx,
        user,
        dal,
        requireVisibleProject(ctx, user, projectUID),
      );
      return dalOk(
        { projectUID, assetUID: copy.assetUID, version: copy.version },
        `The asset was copied to the project (asset ${copy.assetUID}, version ${copy.version}).`,
      );
    }),
    dalRoute(ctx, 'post', '/dal/asset/folder', async ({ request, user }) => {
      const { assetUID = '', folderUID = '' } = await readDalBody(request, [
        'assetUID',
        'folderUID',
      ]);
      const row = await copyProjectAssetToDal(ctx, user, assetUID, folderUID);
      return dalOk(
        { assetUID: row.assetUID, folderUID: row.folderUID },
        `The asset was copied to the library (library asset ${row.assetUID}).`,
      );
    }),
    fileRoute(ctx, '*/files/dal/:token/:part', async ({ params }) => {
      const token = typeof params.token === 'string' ? params.token : '';
      const part = typeof params.part === 'string' ? params.part : '';
      const row = findDalAssetByToken(ctx, token);
      if (!row || !(await ensureDalFiles(ctx, row)))
        throw notFound('The library file was not found.');
      const key =
        part === DAL_THUMBNAIL
          ? dalKeys.thumbnail(token)
          : part === DAL_ORIGINAL
            ? dalKeys.original(token)
            : PAGE.test(part)
              ? dalKeys.page(token, Number(part))
              : undefined;
      const file = key === undefined ? undefined : await ctx.files.get(key);
      if (!file) throw notFound(`The library asset has no file '${part}'.`);
      return fileResponse(
        file,
        part === DAL_ORIGINAL
          ? { 'Content-Disposition': contentDisposition('attachment', row.name) }
          : {},
      );
    }),
  ];
}
