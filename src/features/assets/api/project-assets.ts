import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Asset } from '@/api/types';
import { unsettledPollDelay } from '@/lib/polling';
import { getProjectAssets, projectAssetsQueryOptions } from '@/entities/project/assets-query';
import { projectKeys } from '@/entities/project/keys';

export function useProjectAssets(projectUID: string, initial: Asset[] | undefined) {
  return useQuery({ ...projectAssetsQueryOptions(projectUID), placeholderData: initial });
}

/** Every version of one asset, newest first (GET /project with IsLoadLastVerAssets=false). */
export function assetVersionsQueryOptions(projectUID: string, assetUID: string) {
  return queryOptions({
    queryKey: projectKeys.assetVersions(projectUID, assetUID),
    queryFn: async ({ signal }) =>
      (await getProjectAssets(projectUID, false, signal))
        .filter((asset) => asset.assetUID === assetUID)
        .sort((a, b) => b.version - a.version),
    refetchInterval: (query) => unsettledPollDelay(query.state.data),
  });
}

export function useAssetVersions(projectUID: string, assetUID: string) {
  return useQuery(assetVersionsQueryOptions(projectUID, assetUID));
}
