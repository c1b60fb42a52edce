import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Asset } from '@/api/types';
import { projectAssetsQueryOptions } from '@/entities/project/assets-query';

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
