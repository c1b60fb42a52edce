import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Asset } from '@/api/types';
import { assetKeys } from '@/entities/asset/keys';

/** The original PDF's bytes (GET /asset/download, then the file URL, which needs no token). */
export function originalQueryOptions(asset: Asset) {
  return queryOptions({
    queryKey: assetKeys.original(asset.assetUID, asset.version),
    queryFn: async ({ signal }) => {
      const { downloadURL } = await api.get('/api/v1/asset/download', {
        query: { AssetUID: asset.assetUID },
        signal,
      });
      const response = await fetch(downloadURL, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
