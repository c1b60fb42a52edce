import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { DalAsset } from '@/api/types';
import { runForEach } from '../model/bulk-result';
import { libraryKeys } from '@/entities/library/keys';
import { projectKeys } from '@/entities/project/keys';

const asItems = (assets: readonly DalAsset[]) =>
  assets.map((asset) => ({ id: asset.assetUID, name: asset.name, asset }));

/**
 * Each bulk action runs item by item and resolves with every outcome (it never rejects for
 * one failed item), so the screen can say which ones did not go and why.
 */
function useLibraryRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: libraryKeys.folderContents() }),
      queryClient.invalidateQueries({ queryKey: libraryKeys.assets() }),
    ]);
}

/** PUT /dal/asset for each asset. */
export function useMoveAssets() {
  const refresh = useLibraryRefresh();
  return useMutation({
    mutationFn: ({ assets, folderUID }: { assets: readonly DalAsset[]; folderUID: string }) =>
      runForEach(asItems(assets), ({ id }) =>
        api.put('/api/v1/dal/asset', { body: { assetUID: id, folderUID } }),
      ),
    meta: { handlesError: true },
    onSettled: refresh,
  });
}

/** DELETE /dal/asset for each asset. Unrecoverable. */
export function useDeleteAssets() {
  const queryClient = useQueryClient();
  const refresh = useLibraryRefresh();
  return useMutation({
    mutationFn: ({ assets }: { assets: readonly DalAsset[] }) =>
      runForEach(asItems(assets), ({ id }) =>
        api.delete('/api/v1/dal/asset', { body: { assetUID: id } }),
      ),
    meta: { handlesError: true },
    onSuccess: (outcomes) => {
      for (const outcome of outcomes)
        if (outcome.ok) queryClient.removeQueries({ queryKey: libraryKeys.asset(outcome.id) });
    },
    onSettled: refresh,
  });
}

/** POST /dal/asset/project for each asset; each outcome names the project asset made. */
export function useCopyAssetsToProject() {
  const queryClient = useQueryClient();
  const refresh = useLibraryRefresh();
  return useMutation({
    mutationFn: ({ assets, projectUID }: { assets: readonly DalAsset[]; projectUID: string }) =>
      runForEach(asItems(assets), ({ id }) =>
        api.post('/api/v1/dal/asset/project', { body: { assetUID: id, projectUID } }),
      ),
    meta: { handlesError: true },
    onSettled: (_outcomes, _error, { projectUID }) =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUID) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]),
  });
}
