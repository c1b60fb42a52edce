import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { assetKeys } from './keys';

/**
 * One version's original file as bytes (GET /asset/download?Version=, then the file URL, which
 * needs no token). Review's vector mode, find, layers and inspection tools and compare's Text
 * view read the same cache, so a file opened in one is not downloaded again in another.
 */
export function assetOriginalQueryOptions(assetUID: string, version: number) {
  return queryOptions({
    queryKey: assetKeys.original(assetUID, version),
    queryFn: async ({ signal }) => {
      const { downloadURL } = await api.get('/api/v1/asset/download', {
        query: { AssetUID: assetUID, Version: version },
        signal,
      });
      const response = await fetch(downloadURL, { signal });
      if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
