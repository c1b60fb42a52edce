import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/api/client';
import type { AddRefDocUrlRequest, UploadFromUrlRequest } from '@/api/types';
import { projectKeys } from '@/entities/project/keys';

function useRefresh(projectUID: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUID) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    ]);
}

/** Bytes sent of the file going out now, and which file of how many it is. */
export interface RefDocUploadProgress {
  fileName: string;
  index: number;
  count: number;
  sent: number;
  total: number;
}

/** POST /api/v1/refdoc/upload, one file after another, with byte progress. */
export function useUploadRefDocs(projectUID: string) {
  const refresh = useRefresh(projectUID);
  const [progress, setProgress] = useState<RefDocUploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (files: readonly File[]) => {
      const done: string[] = [];
      try {
        for (const [index, file] of files.entries()) {
          setProgress({
            fileName: file.name,
            index,
            count: files.length,
            sent: 0,
            total: file.size,
          });
          await api.upload('/api/v1/refdoc/upload', {
            query: { ProjectUID: projectUID, FileName: file.name },
            file,
            onProgress: (sent, total) =>
              setProgress({ fileName: file.name, index, count: files.length, sent, total }),
          });
          done.push(file.name);
        }
      } finally {
        setProgress(null);
        if (done.length > 0) await refresh();
      }
      return done;
    },
    meta: { handlesError: true },
  });
  return { ...mutation, progress };
}

/** POST /api/v1/refdoc/upload_url: the service fetches the file. */
export function useFetchRefDoc(projectUID: string) {
  const refresh = useRefresh(projectUID);
  return useMutation({
    mutationFn: (body: UploadFromUrlRequest) => api.post('/api/v1/refdoc/upload_url', { body }),
    meta: { handlesError: true },
    onSuccess: refresh,
  });
}

/** POST /api/v1/refdoc/add_url: a plain link. */
export function useAddRefDocLink(projectUID: string) {
  const refresh = useRefresh(projectUID);
  return useMutation({
    mutationFn: (body: AddRefDocUrlRequest) => api.post('/api/v1/refdoc/add_url', { body }),
    meta: { handlesError: true },
    onSuccess: refresh,
  });
}

/** DELETE /api/v1/refdoc. */
export function useDeleteRefDoc(projectUID: string) {
  const refresh = useRefresh(projectUID);
  return useMutation({
    mutationFn: (refDocUID: string) => api.delete('/api/v1/refdoc', { body: { refDocUID } }),
    meta: { handlesError: true },
    onSuccess: refresh,
  });
}
