import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { fetchFileBytes } from '@/lib/files';
import { projectKeys } from '@/entities/project/keys';

/**
 * The project's proof report as PDF bytes. Each opening of the viewer asks for a fresh report
 * (it reflects the project now); while open, it stays put rather than reloading under the
 * reader on window focus.
 */
export function proofReportQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.proofReport(projectUID),
    queryFn: async ({ signal }) => {
      const { downloadURL } = await api.get('/api/v1/project/proofreport', {
        query: { ProjectUID: projectUID },
        signal,
      });
      return fetchFileBytes(downloadURL, signal);
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useProofReport(projectUID: string) {
  return useQuery(proofReportQueryOptions(projectUID));
}
