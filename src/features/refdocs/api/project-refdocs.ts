import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ProjectState, RefDoc } from '@/api/types';
import { pollDelayForAge } from '@/lib/polling';
import { sharedKeys } from './keys';

const ALL_STATES: readonly ProjectState[] = [
  'Active',
  'OnHold',
  'Completed',
  'Archived',
  'InTransit',
];

export function isSettled(doc: Pick<RefDoc, 'status'>): boolean {
  return doc.status === 'Processed' || doc.status === 'Failed';
}

/** The project's reference documents, asked again while an uploaded file is still processing. */
export function projectRefDocsQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: sharedKeys.projectRefDocs(projectUID),
    queryFn: async ({ signal }): Promise<RefDoc[]> => {
      const [project] = await api.get('/api/v1/project', {
        query: { ProjectUID: projectUID, States: ALL_STATES.join(','), IsLoadRefDocs: true },
        signal,
      });
      return project?.refDocs ?? [];
    },
    refetchInterval: (query) => {
      const unsettled = (query.state.data ?? []).filter((doc) => !isSettled(doc));
      if (unsettled.length === 0) return false;
      const newest = Math.max(...unsettled.map((doc) => Date.parse(doc.created) || 0));
      return pollDelayForAge(Date.now() - newest);
    },
  });
}

export function useProjectRefDocs(projectUID: string, initial: RefDoc[] | undefined) {
  return useQuery({ ...projectRefDocsQueryOptions(projectUID), placeholderData: initial });
}
