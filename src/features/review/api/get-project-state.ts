import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Project } from '@/api/types';
import { reviewKeys } from './review-keys';

const ALL_STATES = 'Active,OnHold,Completed,Archived,InTransit';

/** The asset's project, for its state: annotations change only while it is Active or OnHold. */
export function projectOfAssetQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: reviewKeys.project(projectUID),
    queryFn: async ({ signal }): Promise<Project | null> => {
      const found = await api.get('/api/v1/project', {
        query: { ProjectUID: projectUID, States: ALL_STATES },
        signal,
      });
      return found.find((project) => project.projectUID === projectUID) ?? null;
    },
    staleTime: 60_000,
  });
}
