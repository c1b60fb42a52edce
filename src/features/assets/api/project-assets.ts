import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Asset, ProjectState } from '@/api/types';
import { pollDelayForAge } from '@/lib/polling';
import { isSettled } from '../model/status';
import { sharedKeys } from './keys';

const ALL_STATES: readonly ProjectState[] = [
  'Active',
  'OnHold',
  'Completed',
  'Archived',
  'InTransit',
];

async function getProjectAssets(
  projectUID: string,
  latestOnly: boolean,
  signal: AbortSignal,
): Promise<Asset[]> {
  const [project] = await api.get('/api/v1/project', {
    query: {
      ProjectUID: projectUID,
      States: ALL_STATES.join(','),
      IsLoadAssets: true,
      IsLoadLastVerAssets: latestOnly,
    },
    signal,
  });
  return project?.assets ?? [];
}

/** Asked again soon after the newest unsettled upload, then less often; not at all once all settled. */
export function assetsPollDelay(
  assets: readonly Asset[] | undefined,
  now = Date.now(),
): number | false {
  const unsettled = (assets ?? []).filter((asset) => !isSettled(asset));
  if (unsettled.length === 0) return false;
  const newest = Math.max(...unsettled.map((asset) => Date.parse(asset.created) || 0));
  return pollDelayForAge(now - newest);
}

/**
 * The latest version of each asset. While any is Pending or Processing, the whole list is
 * asked again (one request for every card) with a wait that grows as the work gets older.
 */
export function projectAssetsQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: sharedKeys.projectAssets(projectUID),
    queryFn: ({ signal }) => getProjectAssets(projectUID, true, signal),
    refetchInterval: (query) => assetsPollDelay(query.state.data),
  });
}

export function useProjectAssets(projectUID: string, initial: Asset[] | undefined) {
  return useQuery({ ...projectAssetsQueryOptions(projectUID), placeholderData: initial });
}

/** Every version of one asset, newest first (GET /project with IsLoadLastVerAssets=false). */
export function assetVersionsQueryOptions(projectUID: string, assetUID: string) {
  return queryOptions({
    queryKey: sharedKeys.assetVersions(projectUID, assetUID),
    queryFn: async ({ signal }) =>
      (await getProjectAssets(projectUID, false, signal))
        .filter((asset) => asset.assetUID === assetUID)
        .sort((a, b) => b.version - a.version),
    refetchInterval: (query) => assetsPollDelay(query.state.data),
  });
}

export function useAssetVersions(projectUID: string, assetUID: string) {
  return useQuery(assetVersionsQueryOptions(projectUID, assetUID));
}
