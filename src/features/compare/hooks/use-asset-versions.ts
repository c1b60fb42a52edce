import { useQueries, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import { assetQueryOptions } from '@/entities/asset/queries';
import { assetHistoryQueryOptions } from '../api/get-versions';
import type { ProjectState } from '@/api/types';

/**
 * How the versions are listed: `project` from one GET /project (a signed-in user); `asset`
 * by asking for each version of the asset (an external review link's session, which may read
 * the asset in every version but not its project).
 */
export type VersionSource = 'project' | 'asset';

/**
 * A link session asks for at most this many versions, the latest ones: a long history does not
 * turn into a burst of requests (and the rate limit) before the page shows anything.
 */
export const ASKED_VERSIONS = 12;

export type AssetVersions =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; refetch: () => Promise<unknown> }
  | { status: 'ready'; versions: number[]; projectState: ProjectState | null };

function lastVersions(latest: number | undefined): number[] {
  if (latest === undefined) return [];
  const first = Math.max(1, latest - ASKED_VERSIONS + 1);
  return Array.from({ length: latest - first + 1 }, (_, i) => first + i);
}

/** The asset's processed versions, ascending (a deleted version leaves a gap). */
export function useAssetVersions(
  assetUID: string,
  latest: { projectUID?: string | undefined; version: number } | undefined,
  source: VersionSource,
): AssetVersions {
  const projectUID = latest?.projectUID;
  const history = useQuery({
    ...assetHistoryQueryOptions(assetUID, projectUID ?? ''),
    enabled: source === 'project' && projectUID !== undefined,
  });
  const asked = source === 'asset' ? lastVersions(latest?.version) : [];
  const each = useQueries({
    queries: asked.map((version) => assetQueryOptions(assetUID, version)),
  });

  if (source === 'project') {
    if (history.isError) return { status: 'error', error: history.error, refetch: history.refetch };
    if (history.data) return { status: 'ready', ...history.data };
    // An asset outside any project (none in practice) counts its versions from 1.
    if (latest && projectUID === undefined)
      return { status: 'ready', versions: lastVersions(latest.version), projectState: null };
    return { status: 'loading' };
  }
  if (!latest) return { status: 'loading' };
  // A deleted version answers 404: a gap, not a failure.
  const failed = each.find(
    (q) => q.isError && !(isApiError(q.error) && q.error.kind === 'not-found'),
  );
  if (failed) return { status: 'error', error: failed.error, refetch: failed.refetch };
  if (each.some((q) => q.isPending && !q.isError)) return { status: 'loading' };
  const versions = each.flatMap((q) => (q.data?.status === 'Processed' ? [q.data.version] : []));
  return { status: 'ready', versions, projectState: null };
}
