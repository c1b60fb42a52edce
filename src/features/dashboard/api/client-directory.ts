import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { directoryKeys } from './project-keys';

/** The caller's clients, each with its Kanban columns, folders, users and templates. */
export function clientDirectoryQueryOptions() {
  return queryOptions({
    queryKey: directoryKeys.all,
    queryFn: ({ signal }) => api.get('/api/v1/users', { signal }),
    // Columns and folders change rarely; the board should not wait for them on every visit.
    staleTime: 5 * 60_000,
  });
}

export function useClientDirectory() {
  return useQuery(clientDirectoryQueryOptions());
}
