import type { ServiceContext } from '@/offline/platform/context';
import { notFound } from '@/offline/platform/http/errors';
import { newUid } from '@/offline/platform/ids';
import type { AssetVersionRow } from './rows';
import type { UserRow } from '@/offline/users';
import type { ProjectRow } from '@/offline/projects';
import { canSeeClient } from '@/offline/users';

/**
 * Reads of the assets table: versions by asset, by project, by file token. Indexes are
 * memoized on the table's revision, so lookups stay cheap with thousands of versions.
 */

interface AssetIndexes {
  /** assetUID -> versions, ascending. */
  byAsset: Map<string, AssetVersionRow[]>;
  /** projectUID -> assetUIDs in upload order of their first version. */
  byProject: Map<string, string[]>;
  /** File token -> version. */
  byToken: Map<string, AssetVersionRow>;
}

function indexes(ctx: ServiceContext): AssetIndexes {
  return ctx.db.memo('assets-indexes', ['assets'], () => {
    const byAsset = new Map<string, AssetVersionRow[]>();
    const byToken = new Map<string, AssetVersionRow>();
    const first = new Map<string, AssetVersionRow>();
    for (const row of ctx.db.rows('assets')) {
      const versions = byAsset.get(row.assetUID);
      if (versions) versions.push(row);
      else byAsset.set(row.assetUID, [row]);
      byToken.set(row.token, row);
      const earliest = first.get(row.assetUID);
      if (!earliest || row.version < earliest.version) first.set(row.assetUID, row);
    }
    for (const versions of byAsset.values()) versions.sort((a, b) => a.version - b.version);
    const byProject = new Map<string, string[]>();
    const ordered = [...first.values()].sort(
      (a, b) => a.created.localeCompare(b.created) || a.assetUID.localeCompare(b.assetUID),
    );
    for (const row of ordered) {
      const list = byProject.get(row.projectUID);
      if (list) list.push(row.assetUID);
      else byProject.set(row.projectUID, [row.assetUID]);
    }
    return { byAsset, byProject, byToken };
  });
}

/** Every version of an asset, ascending; empty when the asset does not exist. */
export function versionsOf(ctx: ServiceContext, assetUID: string): readonly AssetVersionRow[] {
  return indexes(ctx).byAsset.get(assetUID) ?? [];
}

/** Where a new version goes: after the latest of `existing`, or as version 1 of a new asset of `project`. */
export function nextVersionPlace(
  ctx: ServiceContext,
  project: ProjectRow,
  existing: AssetVersionRow | undefined,
): Pick<AssetVersionRow, 'assetUID' | 'version' | 'projectUID' | 'clientUID'> {
  const latest = existing ? versionsOf(ctx, existing.assetUID).at(-1) : undefined;
  return {
    assetUID: existing?.assetUID ?? newUid(),
    version: (latest?.version ?? 0) + 1,
    projectUID: project.projectUID,
    clientUID: project.clientUID,
  };
}

/** The given version, or the latest one when `version` is undefined. */
export function findAssetVersion(
  ctx: ServiceContext,
  assetUID: string,
  version?: number,
): AssetVersionRow | undefined {
  const versions = versionsOf(ctx, assetUID);
  return version === undefined ? versions.at(-1) : versions.find((row) => row.version === version);
}

/** AssetUIDs of a project in upload order. */
export function assetUIDsOfProject(ctx: ServiceContext, projectUID: string): readonly string[] {
  return indexes(ctx).byProject.get(projectUID) ?? [];
}

/** The versions of a project's assets: every version, or only the latest of each asset. */
export function assetVersionsOfProject(
  ctx: ServiceContext,
  projectUID: string,
  lastVersionOnly: boolean,
): AssetVersionRow[] {
  return assetUIDsOfProject(ctx, projectUID).flatMap((uid) => {
    const versions = versionsOf(ctx, uid);
    return lastVersionOnly ? versions.slice(-1) : [...versions];
  });
}

/** The version a file token belongs to. */
export function findVersionByToken(
  ctx: ServiceContext,
  token: string,
): AssetVersionRow | undefined {
  return indexes(ctx).byToken.get(token);
}

/**
 * The version (latest by default) if the asset exists in one of the user's clients; the
 * same 404 otherwise, so other tenants' assets cannot be told from missing ones.
 */
export function requireVisibleAsset(
  ctx: ServiceContext,
  user: UserRow,
  assetUID: string,
  version?: number,
): AssetVersionRow {
  const latest = findAssetVersion(ctx, assetUID);
  if (!latest || !canSeeClient(user, latest.clientUID))
    throw notFound(`Asset '${assetUID}' was not found.`);
  if (version === undefined) return latest;
  const row = findAssetVersion(ctx, assetUID, version);
  if (!row) throw notFound(`Asset '${assetUID}' has no version ${version}.`);
  return row;
}

/** The project of an asset version; 404 when it went away (it cannot while the row exists). */
export function projectOfAsset(ctx: ServiceContext, row: AssetVersionRow): ProjectRow {
  const project = ctx.db.get('projects', row.projectUID);
  if (!project) throw notFound(`The project of asset '${row.assetUID}' was not found.`);
  return project;
}

/** The asset of a project whose name matches `fileName` apart from the extension, case-insensitively. */
export function findAssetByName(
  ctx: ServiceContext,
  projectUID: string,
  fileName: string,
): AssetVersionRow | undefined {
  const stem = nameStem(fileName);
  for (const uid of assetUIDsOfProject(ctx, projectUID)) {
    const latest = versionsOf(ctx, uid).at(-1);
    if (latest && nameStem(latest.name) === stem) return latest;
  }
  return undefined;
}

/** A file name without its extension, lower case: versions match on it so a type change can be refused. */
export function nameStem(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).toLowerCase();
}
