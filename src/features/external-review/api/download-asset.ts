import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Asset } from '@/api/types';
import { fetchFile, saveBlob } from '@/lib/files';

/**
 * GET /api/v1/asset/download, then the file itself: the original of the asset, saved under
 * its own name. Only offered when the link allows downloads (the service answers 412
 * otherwise). The button shows its own errors.
 */
export function useDownloadAsset() {
  return useMutation({
    mutationFn: async (asset: Asset) => {
      const { downloadURL } = await api.get('/api/v1/asset/download', {
        query: { AssetUID: asset.assetUID },
      });
      saveBlob(await fetchFile(downloadURL), asset.name);
    },
    meta: { handlesError: true },
  });
}
