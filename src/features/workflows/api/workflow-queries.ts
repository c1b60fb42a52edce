import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Project } from '@/api/types';
import { projectKeys } from '@/entities/project/keys';
import { workflowKeys } from '@/entities/workflows/keys';

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

/** Projects in every state that can still run a workflow or be restarted, for binding counts. */
const BOUND_STATES = 'Active,OnHold,Completed';

export function useBoundProjects() {
  return useQuery(
    queryOptions({
      queryKey: projectKeys.workflowBindings(),
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
