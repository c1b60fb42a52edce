import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { DeleteAssetRequest } from '@/api/types';
import { assetKeys } from '@/entities/asset/keys';
import { projectKeys } from '@/entities/project/keys';

/** DELETE /api/v1/asset: one version, or every version when `version` is left out. Unrecoverable. */
export function useDeleteAsset(projectUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAssetRequest) => api.delete('/api/v1/asset', { body }),
    meta: { handlesError: true },
    onSuccess: (_result, body) => {
      queryClient.removeQueries({ queryKey: assetKeys.detail(body.assetUID) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUID) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]);
    },
  });
}
