import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@/api/client';
import type { Project } from '@/api/types';
import { projectKeys } from './keys';
import { ALL_PROJECT_STATES } from './states';

/** How often the page asks again while files move to or from the archive. */
const IN_TRANSIT_POLL_MS = 1000;

/** One project with its assets (latest versions), active tasks and reference documents. */
export async function getProject(projectUID: string, signal?: AbortSignal): Promise<Project> {
  const result = await api.get('/api/v1/project', {
    query: {
      ProjectUID: projectUID,
      States: ALL_PROJECT_STATES,
      IsLoadAssets: true,
      IsLoadTasks: true,
      IsLoadRefDocs: true,
    },
    ...(signal ? { signal } : {}),
  });
  const project = result.find((item) => item.projectUID === projectUID);
  if (!project) {
    throw new ApiError({ status: 404, message: `Project '${projectUID}' was not found.` });
  }
  return project;
}

/** Polls while the project is InTransit, so the page shows the move ending without a reload. */
export function projectQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectUID),
    queryFn: ({ signal }) => getProject(projectUID, signal),
    refetchInterval: (query) =>
      query.state.data?.projectState === 'InTransit' ? IN_TRANSIT_POLL_MS : false,
  });
}

/** The project record alone, or null when it is gone: for its name and state. */
export function projectSummaryQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.summary(projectUID),
    queryFn: async ({ signal }): Promise<Project | null> => {
      const found = await api.get('/api/v1/project', {
        query: { ProjectUID: projectUID, States: ALL_PROJECT_STATES },
        signal,
      });
      return found.find((project) => project.projectUID === projectUID) ?? null;
    },
    staleTime: 60_000,
  });
}
