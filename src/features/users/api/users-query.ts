import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ProjectState } from '@/api/types';
import { projectKeys } from '@/entities/project/keys';

/** The states the dashboard shows by default, so a count matches what its link opens. */
export const COUNTED_STATES: readonly ProjectState[] = ['Active', 'OnHold', 'Completed'];

/** GET /api/v1/project in the counted states: only what the counts per folder and column need. */
export function projectPlacementsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.placements(),
    queryFn: async ({ signal }) => {
      const projects = await api.get('/api/v1/project', {
        query: { States: COUNTED_STATES.join(',') },
        signal,
      });
      return projects.map((p) => ({
        clientUID: p.client.clientUID,
        folderUID: p.folderUID,
        kanbanColumnUID: p.kanbanColumnUID,
      }));
    },
  });
}

export function useProjectPlacements() {
  return useQuery(projectPlacementsQueryOptions());
}
