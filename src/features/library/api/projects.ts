import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { projectSummaryQueryOptions } from '@/entities/project/detail-query';
import { projectKeys } from '@/entities/project/keys';
import { ALL_PROJECT_STATES } from '@/entities/project/states';

/** Projects a library asset can be copied into: Active and OnHold ones (the service refuses others). */
export function copyTargetsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.copyTargets(),
    queryFn: ({ signal }) =>
      api.get('/api/v1/project', { query: { States: 'Active,OnHold' }, signal }),
  });
}

export function useCopyTargets(enabled: boolean) {
  return useQuery({ ...copyTargetsQueryOptions(), enabled });
}

/** The project an asset came from, or null when it no longer exists. */
export function useOriginProject(projectUID: string | null) {
  return useQuery({ ...projectSummaryQueryOptions(projectUID ?? ''), enabled: !!projectUID });
}

/** Every project's name by UID (all states), for the list view's origin column. */
export function projectNamesQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.names(),
    queryFn: async ({ signal }) => {
      const projects = await api.get('/api/v1/project', {
        query: { States: ALL_PROJECT_STATES },
        signal,
      });
      return new Map(projects.map((project) => [project.projectUID, project.name]));
    },
    staleTime: 5 * 60_000,
  });
}

export function useProjectNames(enabled: boolean) {
  return useQuery({ ...projectNamesQueryOptions(), enabled });
}
