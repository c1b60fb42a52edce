import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { libraryKeys } from '@/entities/library/keys';

/** GET /dal/folder/assets: the folder's own assets (not those of its subfolders). */
export function folderAssetsQueryOptions(folderUID: string) {
  return queryOptions({
    queryKey: libraryKeys.folderAssets(folderUID),
    queryFn: async ({ signal }) =>
      (await api.get('/api/v1/dal/folder/assets', { query: { FolderUID: folderUID }, signal }))
        .assets,
  });
}

export function useFolderAssets(folderUID: string | undefined) {
  return useQuery({ ...folderAssetsQueryOptions(folderUID ?? ''), enabled: !!folderUID });
}

/** GET /dal/asset: one asset with its full history. */
export function dalAssetQueryOptions(assetUID: string) {
  return queryOptions({
    queryKey: libraryKeys.asset(assetUID),
    queryFn: async ({ signal }) =>
      (await api.get('/api/v1/dal/asset', { query: { AssetUID: assetUID }, signal })).asset,
  });
}

export function useDalAsset(assetUID: string | null) {
  return useQuery({ ...dalAssetQueryOptions(assetUID ?? ''), enabled: !!assetUID });
}
