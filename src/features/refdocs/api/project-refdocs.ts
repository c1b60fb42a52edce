import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { RefDoc } from '@/api/types';
import { unsettledPollDelay } from '@/lib/polling';
import { projectKeys } from '@/entities/project/keys';
import { ALL_PROJECT_STATES } from '@/entities/project/states';

/** The project's reference documents, asked again while an uploaded file is still processing. */
export function projectRefDocsQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.refDocs(projectUID),
    queryFn: async ({ signal }): Promise<RefDoc[]> => {
      const [project] = await api.get('/api/v1/project', {
        query: { ProjectUID: projectUID, States: ALL_PROJECT_STATES, IsLoadRefDocs: true },
        signal,
      });
      return project?.refDocs ?? [];
    },
    refetchInterval: (query) => unsettledPollDelay(query.state.data),
  });
}

export function useProjectRefDocs(projectUID: string, initial: RefDoc[] | undefined) {
  return useQuery({ ...projectRefDocsQueryOptions(projectUID), placeholderData: initial });
}
