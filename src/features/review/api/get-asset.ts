import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Asset } from '@/api/types';
import { reviewKeys } from './review-keys';

/** How often an asset that is still being processed is asked for again. */
const PROCESSING_POLL_MS = 2000;

export function getAsset(
  assetUID: string,
  version: number | null,
  signal?: AbortSignal,
): Promise<Asset> {
  return api.get('/api/v1/asset', {
    query: version === null ? { AssetUID: assetUID } : { AssetUID: assetUID, Version: version },
    ...(signal ? { signal } : {}),
  });
}

/** One asset version (latest when `version` is null); polled while it is not processed yet. */
export function assetQueryOptions(assetUID: string, version: number | null = null) {
  return queryOptions({
    queryKey: reviewKeys.asset(assetUID, version),
    queryFn: ({ signal }) => getAsset(assetUID, version, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'Pending' || status === 'Processing' ? PROCESSING_POLL_MS : false;
    },
  });
}
