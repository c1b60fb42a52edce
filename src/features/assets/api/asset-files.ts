import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Asset } from '@/api/types';
import { fetchFile, fetchFileBytes, saveBlob } from '@/lib/files';
import { assetKeys } from '@/entities/asset/keys';

/** GET /api/v1/asset/download, then the file itself, saved under the asset's name. */
export function useDownloadAsset() {
  return useMutation({
    mutationFn: async (asset: Pick<Asset, 'assetUID' | 'name'>) => {
      const { downloadURL } = await api.get('/api/v1/asset/download', {
        query: { AssetUID: asset.assetUID },
      });
      saveBlob(await fetchFile(downloadURL), asset.name);
    },
    meta: { handlesError: true },
  });
}

/**
 * The asset's proof report as PDF bytes. Each opening asks for a fresh report (it reflects the
 * asset now); while open it stays put instead of reloading under the reader.
 */
export function assetProofReportQueryOptions(assetUID: string) {
  return queryOptions({
    queryKey: assetKeys.proofReport(assetUID),
    queryFn: async ({ signal }) => {
      const { downloadURL } = await api.get('/api/v1/asset/proofreport', {
        query: { AssetUID: assetUID },
        signal,
      });
      return fetchFileBytes(downloadURL, signal);
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useAssetProofReport(assetUID: string) {
  return useQuery(assetProofReportQueryOptions(assetUID));
}
