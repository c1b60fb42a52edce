import type { DalAsset } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound } from '@/offline/platform/http/errors';
import type { UserRow } from '@/offline/users';
import type { DalAssetRow, DalFolderRow } from './rows';
import { dalThumbnailUrl, deleteDalFiles } from './files';
import { canSeeClient } from '@/offline/users';

/** The wire record; the thumbnail of a seeded asset is drawn when its URL is first opened. */
export function toDalAssetRecord(row: DalAssetRow, origin: string): DalAsset {
  return {
    assetUID: row.assetUID,
    name: row.name,
    description: row.description,
    originProjectUID: row.originProjectUID,
    tags: [...row.tags],
    addedDate: row.addedDate,
    history: row.history.map((entry) => ({ ...entry })),
    folderUID: row.folderUID,
    thumbnailUrl: dalThumbnailUrl(origin, row.files),
  };
}

/** The library asset if it is in the library of one of the user's clients; 404 otherwise. */
export function requireVisibleDalAsset(
  ctx: ServiceContext,
  user: UserRow,
  assetUID: string,
): DalAssetRow {
  const row = ctx.db.get('dalAssets', assetUID);
  if (!row || !canSeeClient(user, row.clientUID))
    throw notFound(`Library asset '${assetUID}' was not found.`);
  return row;
}

/** Assets of a folder by name (then added date). */
export function assetsInFolder(ctx: ServiceContext, folderUID: string): DalAssetRow[] {
  const byFolder = ctx.db.memo('dal:assets-by-folder', ['dalAssets'], () => {
    const map = new Map<string, DalAssetRow[]>();
    for (const row of ctx.db.rows('dalAssets')) {
      const list = map.get(row.folderUID);
      if (list) list.push(row);
      else map.set(row.folderUID, [row]);
    }
    for (const list of map.values()) {
      list.sort(
        (a, b) =>
          a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
          a.addedDate.localeCompare(b.addedDate),
      );
    }
    return map;
  });
  return byFolder.get(folderUID) ?? [];
}

/** Writes a change with its history entry (history keeps every change, oldest first). */
export function changeDalAsset(
  ctx: ServiceContext,
  row: DalAssetRow,
  patch: Partial<DalAssetRow>,
  description: string,
): DalAssetRow {
  const history = [...row.history, { created: ctx.clock.nowIso(), description }];
  return ctx.db.update('dalAssets', row.assetUID, { ...patch, history }) ?? row;
}

/** PUT /dal/asset: the folder must be in the asset's own library (404 otherwise). */
export function moveDalAsset(
  ctx: ServiceContext,
  row: DalAssetRow,
  folder: DalFolderRow,
): DalAssetRow {
  if (folder.clientUID !== row.clientUID)
    throw notFound(`Folder '${folder.folderUID}' was not found in the asset's library.`);
  if (folder.folderUID === row.folderUID) return row;
  const from = ctx.db.get('dalFolders', row.folderUID)?.name ?? row.folderUID;
  return changeDalAsset(
    ctx,
    row,
    { folderUID: folder.folderUID },
    `Moved from folder '${from}' to '${folder.name}'.`,
  );
}

/** DELETE /dal/asset: the row and its files go. */
export async function deleteDalAsset(ctx: ServiceContext, row: DalAssetRow): Promise<void> {
  ctx.db.remove('dalAssets', row.assetUID);
  await deleteDalFiles(ctx, row.files);
}
