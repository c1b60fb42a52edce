import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Project } from '@/api/types';
import { projectKeys, type ProjectListParams } from '@/entities/project/keys';

export function getProjects(params: ProjectListParams, signal?: AbortSignal): Promise<Project[]> {
  const query = params.query.trim();
  return api.get('/api/v1/project', {
    query: { States: params.states.join(','), ...(query === '' ? {} : { Query: query }) },
    ...(signal ? { signal } : {}),
  });
}

/**
 * The projects matching states and text, in the service's dashboard order. While a new
 * filter loads, the previous list stays on screen (no blank board between keystrokes).
 */
export function projectListQueryOptions(params: ProjectListParams) {
  return queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => getProjects(params, signal),
    placeholderData: keepPreviousData,
    // The dashboard says itself when the list could not be refreshed.
    meta: { showsOwnStaleNotice: true },
  });
}

/** Idle while no state is chosen: nothing to ask for. */
export function useProjectList(params: ProjectListParams) {
  return useQuery({ ...projectListQueryOptions(params), enabled: params.states.length > 0 });
}
