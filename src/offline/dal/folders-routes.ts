import type { HttpHandler } from 'msw';
import type { DalFolder } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord } from '@/offline/platform/http/request';
import type { AuthedRequest } from '@/offline/platform/http/types';
import { assetsInFolder } from './assets';
import {
  createFolder,
  DAL_FOLDER_NAME_MAX,
  deleteFolder,
  folderTree,
  moveFolder,
  renameFolder,
  requireVisibleFolder,
  rootFolderOf,
} from './folders';
import { canSeeClient } from '@/offline/users';
import { dalMessage, dalOk, dalRoute, readDalBody } from './http';

/** Like the other DAL bodies, except that a folder name has its own limit and loses outer blanks. */
function readFolderBody(request: Request, fields: readonly string[]) {
  return readDalBody(request, fields, {
    maxLengths: { name: DAL_FOLDER_NAME_MAX },
    trimmed: ['name'],
  });
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
    dalRoute(ctx, 'get', '/dal/folders', (req) => dalOk(libraryRoot(ctx, req), 'Success')),
    dalRoute(ctx, 'post', '/dal/folder', async ({ request, user }) => {
      const { parentFolderUID = '', name = '' } = await readFolderBody(request, [
        'parentFolderUID',
        'name',
      ]);
      const parent = requireVisibleFolder(ctx, user, parentFolderUID, 'Parent folder');
      const result: DalFolder = folderTree(ctx, createFolder(ctx, parent, name));
      return dalOk(result, 'The folder was created.');
    }),
    dalRoute(ctx, 'put', '/dal/folder', async ({ request, user }) => {
      const { folderUID = '', name = '' } = await readFolderBody(request, ['folderUID', 'name']);
      renameFolder(ctx, requireVisibleFolder(ctx, user, folderUID), name);
      return dalMessage('The folder was renamed.');
    }),
    dalRoute(ctx, 'patch', '/dal/folder', async ({ request, user }) => {
      const { folderUID = '', parentFolderUID = '' } = await readFolderBody(request, [
        'folderUID',
        'parentFolderUID',
      ]);
      const folder = requireVisibleFolder(ctx, user, folderUID);
      moveFolder(ctx, folder, requireVisibleFolder(ctx, user, parentFolderUID, 'Parent folder'));
      return dalMessage('The folder was moved.');
    }),
    dalRoute(ctx, 'delete', '/dal/folder', async ({ request, user }) => {
      const { folderUID = '' } = await readFolderBody(request, ['folderUID']);
      const folder = requireVisibleFolder(ctx, user, folderUID);
      deleteFolder(ctx, folder, assetsInFolder(ctx, folder.folderUID).length);
      return dalMessage('The folder was deleted.');
    }),
  ];
}
