import type { HttpHandler } from 'msw';
import type { DalFolder } from '@/api/types';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { FieldReader } from '../http/fields';
import { queryRecord, readJsonObject } from '../http/request';
import { authedRoute } from '../http/route';
import type { AuthedRequest } from '../http/types';
import { assetsInFolder } from '../rules/dal-assets';
import {
  createFolder,
  DAL_FOLDER_NAME_MAX,
  deleteFolder,
  folderTree,
  moveFolder,
  renameFolder,
  requireVisibleFolder,
  rootFolderOf,
} from '../rules/dal-folders';
import { canSeeClient } from '../rules/permissions';
import { dalMessage, dalOk, withDalErrors } from './dal-http';

async function readBody(
  request: Request,
  fields: readonly string[],
): Promise<Record<string, string>> {
  const reader = new FieldReader(await readJsonObject(request), 'body');
  const values: Record<string, string> = {};
  for (const field of fields) {
    const isName = field === 'name';
    const value = reader.string(field, {
      required: true,
      maxLength: isName ? DAL_FOLDER_NAME_MAX : 100,
    });
    if (value) values[field] = isName ? value.trim() : value;
  }
  reader.done();
  return values;
}

/** The library of the caller's first client, or of ClientUID (x-extension) for users of several clients. */
function libraryRoot(ctx: ServiceContext, { request, user }: AuthedRequest): DalFolder {
  const reader = new FieldReader(queryRecord(request), 'query');
  const clientUID = reader.string('ClientUID', { maxLength: 100 }) ?? user.clientUIDs[0] ?? '';
  reader.done();
  const root = canSeeClient(user, clientUID) ? rootFolderOf(ctx, clientUID) : undefined;
  if (!root) throw notFound(`There is no digital asset library for client '${clientUID}'.`);
  return folderTree(ctx, root);
}

/** GET /dal/folders and POST, PUT (rename), PATCH (move), DELETE /dal/folder. */
export function dalFolderHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(
      ctx,
      'get',
      '/dal/folders',
      withDalErrors((req) => dalOk(libraryRoot(ctx, req), 'Success')),
    ),
    authedRoute(
      ctx,
      'post',
      '/dal/folder',
      withDalErrors(async ({ request, user }) => {
        const { parentFolderUID = '', name = '' } = await readBody(request, [
          'parentFolderUID',
          'name',
        ]);
        const parent = requireVisibleFolder(ctx, user, parentFolderUID, 'Parent folder');
        const result: DalFolder = folderTree(ctx, createFolder(ctx, parent, name));
        return dalOk(result, 'The folder was created.');
      }),
    ),
    authedRoute(
      ctx,
      'put',
      '/dal/folder',
      withDalErrors(async ({ request, user }) => {
        const { folderUID = '', name = '' } = await readBody(request, ['folderUID', 'name']);
        renameFolder(ctx, requireVisibleFolder(ctx, user, folderUID), name);
        return dalMessage('The folder was renamed.');
      }),
    ),
    authedRoute(
      ctx,
      'patch',
      '/dal/folder',
      withDalErrors(async ({ request, user }) => {
        const { folderUID = '', parentFolderUID = '' } = await readBody(request, [
          'folderUID',
          'parentFolderUID',
        ]);
        const folder = requireVisibleFolder(ctx, user, folderUID);
        moveFolder(ctx, folder, requireVisibleFolder(ctx, user, parentFolderUID, 'Parent folder'));
        return dalMessage('The folder was moved.');
      }),
    ),
    authedRoute(
      ctx,
      'delete',
      '/dal/folder',
      withDalErrors(async ({ request, user }) => {
        const { folderUID = '' } = await readBody(request, ['folderUID']);
        const folder = requireVisibleFolder(ctx, user, folderUID);
        deleteFolder(ctx, folder, assetsInFolder(ctx, folder.folderUID).length);
        return dalMessage('The folder was deleted.');
      }),
    ),
  ];
}
