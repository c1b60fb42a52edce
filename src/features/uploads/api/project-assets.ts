import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/api/client';
import type { Asset, ProjectState } from '@/api/types';
import { pollDelayForAge } from '@/lib/polling';
import { sharedKeys } from './keys';

const ALL_STATES: readonly ProjectState[] = [
  'Active',
  'OnHold',
  'Completed',
  'Archived',
  'InTransit',
];

/** Processing has ended: Processed or Failed. */
export function isSettled(asset: Pick<Asset, 'status'>): boolean {
  return asset.status === 'Processed' || asset.status === 'Failed';
}

/** The wait before asking again: short while the newest unsettled upload is fresh, then longer. */
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
 * The latest version of each asset of a project, asked again (one request for all of them)
 * while any is still Pending or Processing. Same key and data as the assets feature's list.
 */
export function projectAssetsQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: sharedKeys.projectAssets(projectUID),
    queryFn: async ({ signal }): Promise<Asset[]> => {
      const [project] = await api.get('/api/v1/project', {
        query: { ProjectUID: projectUID, States: ALL_STATES.join(','), IsLoadAssets: true },
        signal,
      });
      return project?.assets ?? [];
    },
    refetchInterval: (query) => assetsPollDelay(query.state.data),
  });
}

/**
 * Keeps asking while anything of the project is processing. Mount one per project: React
 * Query polls per observer, so fifty rows polling would send fifty times the requests.
 */
export function usePollProjectAssets(projectUID: string): void {
  useQuery(projectAssetsQueryOptions(projectUID));
}

/** One asset of the list, read without polling (see usePollProjectAssets); re-renders only when it changes. */
export function useListedAsset(projectUID: string, assetUID: string | null) {
  const select = useCallback(
    (assets: Asset[]) => assets.find((asset) => asset.assetUID === assetUID),
    [assetUID],
  );
  return useQuery({ ...projectAssetsQueryOptions(projectUID), refetchInterval: false, select });
}
