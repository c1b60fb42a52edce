import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ClientDirectory, User } from '@/api/types';
import { sharedKeys } from './keys';

/** GET /api/v1/users; the same key and data as the project and dashboard features. */
export function clientDirectoryQueryOptions() {
  return queryOptions({
    queryKey: sharedKeys.directory,
    queryFn: ({ signal }) => api.get('/api/v1/users', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useClientDirectory() {
  return useQuery(clientDirectoryQueryOptions());
}

/** The active users of one client (tenant), by name. */
export function usersOfClient(
  directory: readonly ClientDirectory[] | undefined,
  clientUID: string,
): User[] {
  const client = directory?.find((entry) => entry.clientUID === clientUID);
  return [...(client?.users ?? [])].sort((a, b) => a.fullName.localeCompare(b.fullName));
}
