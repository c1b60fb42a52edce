import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { UploadFromUrlRequest } from '@/api/types';
import { projectKeys } from '@/entities/project/keys';

/** POST /api/v1/asset/upload_url: the service fetches the file itself and processes it. */
export function useUploadFromUrl(projectUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadFromUrlRequest) => api.post('/api/v1/asset/upload_url', { body }),
    meta: { handlesError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUID) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]),
  });
}
