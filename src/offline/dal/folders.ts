import type { DalFolder } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { newUid } from '@/offline/platform/ids';
import type { UserRow } from '@/offline/users';
import type { DalFolderRow } from './rows';
import { canSeeClient } from '@/offline/users';

/** Longest folder name accepted (spec.md shows none). */
export const DAL_FOLDER_NAME_MAX = 100;

interface FolderIndex {
  rootByClient: Map<string, DalFolderRow>;
  children: Map<string, DalFolderRow[]>;
}

function byNameThenCreated(a: DalFolderRow, b: DalFolderRow): number {
  return (
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    a.created.localeCompare(b.created) ||
    a.folderUID.localeCompare(b.folderUID)
  );
}

function index(ctx: ServiceContext): FolderIndex {
  return ctx.db.memo('dal:folders', ['dalFolders'], () => {
    const rootByClient = new Map<string, DalFolderRow>();
    const children = new Map<string, DalFolderRow[]>();
    for (const row of ctx.db.rows('dalFolders')) {
      if (row.parentFolderUID === null) {
        rootByClient.set(row.clientUID, row);
        continue;
      }
      const siblings = children.get(row.parentFolderUID);
      if (siblings) siblings.push(row);
      else children.set(row.parentFolderUID, [row]);
    }
    for (const siblings of children.values()) siblings.sort(byNameThenCreated);
    return { rootByClient, children };
  });
}

export function rootFolderOf(ctx: ServiceContext, clientUID: string): DalFolderRow | undefined {
  return index(ctx).rootByClient.get(clientUID);
}

function childFolders(ctx: ServiceContext, folderUID: string): readonly DalFolderRow[] {
  return index(ctx).children.get(folderUID) ?? [];
}

/** The folder if it exists in the library of one of the user's clients; 404 otherwise. */
export function requireVisibleFolder(
  ctx: ServiceContext,
  user: UserRow,
  folderUID: string,
  role = 'Folder',
): DalFolderRow {
  const row = ctx.db.get('dalFolders', folderUID);
  if (!row || !canSeeClient(user, row.clientUID))
    throw notFound(`${role} '${folderUID}' was not found in your library.`);
  return row;
}

/** The folder tree of a client, root first, children by name. */
export function folderTree(ctx: ServiceContext, folder: DalFolderRow): DalFolder {
  return {
    folderUID: folder.folderUID,
    name: folder.name,
    subFolders: childFolders(ctx, folder.folderUID).map((child) => folderTree(ctx, child)),
  };
}

/** True when `candidate` is `folder` itself or lies somewhere below it. */
export function isSelfOrDescendant(
  ctx: ServiceContext,
  folder: DalFolderRow,
  candidate: DalFolderRow,
): boolean {
  for (
    let at: DalFolderRow | undefined = candidate;
    at;
    at = at.parentFolderUID === null ? undefined : ctx.db.get('dalFolders', at.parentFolderUID)
  ) {
    if (at.folderUID === folder.folderUID) return true;
  }
  return false;
}

/** 412 when the parent already holds a folder of that name (case-insensitive). */
function assertNameFree(
  ctx: ServiceContext,
  parentUID: string,
  name: string,
  exceptUID?: string,
): void {
  const taken = childFolders(ctx, parentUID).some(
    (child) =>
      child.folderUID !== exceptUID &&
      child.name.localeCompare(name, 'en', { sensitivity: 'base' }) === 0,
  );
  if (taken) throw preconditionFailed(`The parent folder already holds a folder named '${name}'.`);
}

export function createFolder(
  ctx: ServiceContext,
  parent: DalFolderRow,
  name: string,
): DalFolderRow {
  assertNameFree(ctx, parent.folderUID, name);
  const row: DalFolderRow = {
    folderUID: newUid(),
    clientUID: parent.clientUID,
    parentFolderUID: parent.folderUID,
    name,
    created: ctx.clock.nowIso(),
  };
  return ctx.db.insert('dalFolders', row.folderUID, row);
}

export function renameFolder(
  ctx: ServiceContext,
  folder: DalFolderRow,
  name: string,
): DalFolderRow {
  if (folder.parentFolderUID !== null)
    assertNameFree(ctx, folder.parentFolderUID, name, folder.folderUID);
  return ctx.db.update('dalFolders', folder.folderUID, { name }) ?? folder;
}

/** PATCH: 412 for the root, for a target that is the folder or below it, or in another library. */
export function moveFolder(
  ctx: ServiceContext,
  folder: DalFolderRow,
  parent: DalFolderRow,
): DalFolderRow {
  if (folder.parentFolderUID === null)
    throw preconditionFailed('The root folder of the library cannot be moved.');
  if (parent.clientUID !== folder.clientUID)
    throw preconditionFailed("The target folder belongs to another client's library.");
  if (isSelfOrDescendant(ctx, folder, parent)) {
    throw preconditionFailed('A folder cannot be moved under itself or one of its own subfolders.');
  }
  if (folder.parentFolderUID === parent.folderUID) return folder;
  assertNameFree(ctx, parent.folderUID, folder.name, folder.folderUID);
  return (
    ctx.db.update('dalFolders', folder.folderUID, { parentFolderUID: parent.folderUID }) ?? folder
  );
}

/** DELETE: 412 for the root and for a folder that still holds folders or assets. */
export function deleteFolder(ctx: ServiceContext, folder: DalFolderRow, assetCount: number): void {
  if (folder.parentFolderUID === null)
    throw preconditionFailed('The root folder of the library cannot be deleted.');
  const folders = childFolders(ctx, folder.folderUID).length;
  if (folders > 0 || assetCount > 0) {
    throw preconditionFailed(
      `The folder is not empty: it holds ${folders} folder(s) and ${assetCount} asset(s); move or delete them first.`,
    );
  }
  ctx.db.remove('dalFolders', folder.folderUID);
}
