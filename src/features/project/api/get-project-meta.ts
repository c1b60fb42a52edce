import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { projectKeys } from '@/entities/project/keys';

/** Key-value integration data of a project (GET /api/v1/project/meta); read-only in the UI. */
export function projectMetaQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.meta(projectUID),
    queryFn: ({ signal }) =>
      api.get('/api/v1/project/meta', { query: { ProjectUID: projectUID }, signal }),
  });
}

export function useProjectMeta(projectUID: string) {
  return useQuery(projectMetaQueryOptions(projectUID));
}
