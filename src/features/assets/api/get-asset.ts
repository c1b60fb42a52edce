import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { isSettled, pollDelay } from '@/lib/polling';
import { assetKeys } from './keys';

/** One version of an asset (GET /api/v1/asset?AssetUID=&Version=), asked again until processed. */
export function assetVersionQueryOptions(assetUID: string, version: number) {
  return queryOptions({
    queryKey: assetKeys.version(assetUID, version),
    queryFn: ({ signal }) =>
      api.get('/api/v1/asset', { query: { AssetUID: assetUID, Version: version }, signal }),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && isSettled(data) ? false : pollDelay(query.state.dataUpdateCount);
    },
  });
}

export function useAssetVersion(assetUID: string, version: number) {
  return useQuery(assetVersionQueryOptions(assetUID, version));
}
