import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ClientDirectory, Project } from '@/api/types';
import { workflowKeys } from './workflow-keys';

/** Every workflow of the caller's clients, oldest first (the service's order). */
export function workflowListQueryOptions() {
  return queryOptions({
    queryKey: workflowKeys.lists(),
    queryFn: ({ signal }) => api.get('/api/v1/workflow', { signal }),
  });
}

export function useWorkflowList() {
  return useQuery(workflowListQueryOptions());
}

/** The caller's clients with users, templates, folders and Kanban columns. */
export function useClientDirectory() {
  return useQuery(
    queryOptions({
      queryKey: workflowKeys.directory,
      queryFn: ({ signal }): Promise<ClientDirectory[]> => api.get('/api/v1/users', { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** Projects in every state that can still run a workflow or be restarted, for binding counts. */
const BOUND_STATES = 'Active,OnHold,Completed';

export function useBoundProjects() {
  return useQuery(
    queryOptions({
      queryKey: workflowKeys.boundProjects,
      queryFn: ({ signal }): Promise<Project[]> =>
        api.get('/api/v1/project', { query: { States: BOUND_STATES }, signal }),
    }),
  );
}

/** workflowUID -> the projects bound to it. */
export function projectsByWorkflow(projects: readonly Project[] | undefined) {
  const map = new Map<string, Project[]>();
  for (const project of projects ?? []) {
    const uid = project.workflow?.workflowUID;
    if (uid) map.set(uid, [...(map.get(uid) ?? []), project]);
  }
  return map;
}
