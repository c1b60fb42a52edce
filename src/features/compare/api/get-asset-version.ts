import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { compareKeys } from './compare-keys';

/** GET /api/v1/asset?AssetUID=&Version= (latest without a version). */
export function assetVersionQueryOptions(assetUID: string, version: number | null) {
  return queryOptions({
    queryKey: compareKeys.version(assetUID, version),
    queryFn: ({ signal }) =>
      api.get('/api/v1/asset', {
        query: version === null ? { AssetUID: assetUID } : { AssetUID: assetUID, Version: version },
        signal,
      }),
    // A version never changes once processed; the latest may still be processing.
    staleTime: version === null ? 30_000 : Infinity,
  });
}
