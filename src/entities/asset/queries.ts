import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Asset } from '@/api/types';
import { isSettled, pollDelay } from '@/lib/polling';
import { assetKeys } from './keys';

function getAsset(assetUID: string, version: number | null, signal?: AbortSignal): Promise<Asset> {
  return api.get('/api/v1/asset', {
    query: version === null ? { AssetUID: assetUID } : { AssetUID: assetUID, Version: version },
    ...(signal ? { signal } : {}),
  });
}

/**
 * One asset version (the latest when `version` is null), asked again with a growing wait
 * until it is processed. Review counts change with other reviewers' decisions, so a record
 * older than half a minute is asked again when a screen opens it.
 */
export function assetQueryOptions(assetUID: string, version: number | null = null) {
  return queryOptions({
    queryKey: assetKeys.version(assetUID, version),
    queryFn: ({ signal }) => getAsset(assetUID, version, signal),
    staleTime: 30_000,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && isSettled(data) ? false : pollDelay(query.state.dataUpdateCount);
    },
  });
}
