import type { ServiceContext } from '@/offline/platform/context';
import { notAcceptable } from '@/offline/platform/http/errors';
import { eventProjectOf } from '@/offline/projects';
import type { ProjectRow } from '@/offline/projects';
import { assetVersionKey, type AssetVersionRow } from './rows';
import { versionsOf } from './lookup';
import type { AssetProcessor } from './processing';
import { isMutableState } from '@/offline/projects';

/** Every FileStore key a version may have written. */
function fileKeysOf(row: AssetVersionRow): string[] {
  return [
    row.originalKey,
    ...row.pageKeys,
    ...(row.inkViewKeys ?? []).filter((key): key is string => key !== null),
    ...(row.thumbnailKey ? [row.thumbnailKey] : []),
  ];
}

/** Removes rows (cancelling their processing) and tells the plug-ins; returns the file keys to delete. */
function removeVersions(
  ctx: ServiceContext,
  processor: AssetProcessor,
  project: ProjectRow,
  assetUID: string,
  rows: readonly AssetVersionRow[],
): string[] {
  const keys: string[] = [];
  for (const row of rows) {
    processor.cancel(row);
    ctx.db.remove('assets', assetVersionKey(row.assetUID, row.version));
    keys.push(...fileKeysOf(row));
  }
  const deletion = {
    project,
    assetUID,
    versions: rows.map((row) => row.version).sort((a, b) => a - b),
    wholeAsset: versionsOf(ctx, assetUID).length === 0,
  };
  for (const hook of ctx.projects.onAssetDeleted) hook(deletion);
  return keys;
}

/**
 * DELETE /api/v1/asset: one version, or every version when `version` is undefined. The
 * rows, files and everything referring to them (through onAssetDeleted) go; asset.deleted
 * is emitted once. The project must be Active or OnHold (Completed and Archived projects
 * are read-only): 406 otherwise.
 */
export async function deleteAssetVersions(
  ctx: ServiceContext,
  processor: AssetProcessor,
  project: ProjectRow,
  target: AssetVersionRow,
  version: number | undefined,
): Promise<void> {
  if (!isMutableState(project.state)) {
    throw notAcceptable(
      `The project is ${project.state} and read-only; assets can be deleted only in Active or OnHold projects.`,
    );
  }
  const rows = version === undefined ? [...versionsOf(ctx, target.assetUID)] : [target];
  const keys = removeVersions(ctx, processor, project, target.assetUID, rows);
  ctx.events.emit(project.clientUID, 'asset.deleted', {
    ProjectUID: project.projectUID,
    AssetUID: target.assetUID,
    Project: eventProjectOf(ctx, project),
  });
  await Promise.all(keys.map((key) => ctx.files.delete(key)));
}

/** A project is being deleted: its assets and their files go without events. */
export function removeProjectAssets(
  ctx: ServiceContext,
  processor: AssetProcessor,
  project: ProjectRow,
  assetUIDs: readonly string[],
): Promise<void> {
  const keys = assetUIDs.flatMap((uid) =>
    removeVersions(ctx, processor, project, uid, [...versionsOf(ctx, uid)]),
  );
  return Promise.all(keys.map((key) => ctx.files.delete(key))).then(() => undefined);
}
