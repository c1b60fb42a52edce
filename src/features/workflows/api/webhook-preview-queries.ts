import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { projectKeys } from '@/entities/project/keys';
import { ALL_PROJECT_STATES } from '@/entities/project/states';

/**
 * The client's projects to preview with, by name. GET /project has no client filter, so the
 * caller's projects are filtered by their client here.
 */
export function clientProjectsQueryOptions(clientUID: string) {
  return queryOptions({
    queryKey: projectKeys.ofClient(clientUID),
    queryFn: async ({ signal }) => {
      const projects = await api.get('/api/v1/project', {
        query: { States: ALL_PROJECT_STATES },
        signal,
      });
      return projects
        .filter((project) => project.client.clientUID === clientUID)
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/** One project with the latest version of each asset: what the webhook values are made of. */
export function previewProjectQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.withAssets(projectUID),
    queryFn: async ({ signal }) => {
      const [project] = await api.get('/api/v1/project', {
        query: {
          ProjectUID: projectUID,
          States: ALL_PROJECT_STATES,
          IsLoadAssets: true,
          IsLoadLastVerAssets: true,
        },
        signal,
      });
      return project ?? null;
    },
  });
}

export function useClientProjects(clientUID: string) {
  return useQuery(clientProjectsQueryOptions(clientUID));
}

export function usePreviewProject(projectUID: string | null) {
  return useQuery({
    ...previewProjectQueryOptions(projectUID ?? ''),
    enabled: projectUID !== null,
  });
}
