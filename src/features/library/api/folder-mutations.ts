import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type {
  DalFolderCreateRequest,
  DalFolderMoveRequest,
  DalFolderRef,
  DalFolderRenameRequest,
} from '@/api/types';
import { libraryKeys } from '@/entities/library/keys';

/** Every folder change refreshes the trees (the one screen that shows them). */
function useFolderMutation<B, R>(send: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { handlesError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.trees() }),
  });
}

export const useCreateFolder = () =>
  useFolderMutation((body: DalFolderCreateRequest) => api.post('/api/v1/dal/folder', { body }));

export const useRenameFolder = () =>
  useFolderMutation((body: DalFolderRenameRequest) => api.put('/api/v1/dal/folder', { body }));

export const useMoveFolder = () =>
  useFolderMutation((body: DalFolderMoveRequest) => api.patch('/api/v1/dal/folder', { body }));

export const useDeleteFolder = () =>
  useFolderMutation((body: DalFolderRef) => api.delete('/api/v1/dal/folder', { body }));
