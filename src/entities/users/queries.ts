import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ClientDirectory, User } from '@/api/types';
import { userKeys } from './keys';

/** The caller's clients with their users, templates, folders and Kanban columns. */
export function clientDirectoryQueryOptions() {
  return queryOptions({
    queryKey: userKeys.directory(),
    queryFn: ({ signal }) => api.get('/api/v1/users', { signal }),
    // Users, templates and folders change rarely; a form opened twice should not wait twice.
    staleTime: 5 * 60_000,
  });
}

export function useClientDirectory() {
  return useQuery(clientDirectoryQueryOptions());
}

export function findClient(
  directory: readonly ClientDirectory[] | undefined,
  clientUID: string,
): ClientDirectory | undefined {
  return directory?.find((client) => client.clientUID === clientUID);
}

/** userUID -> user over every client, for showing owner and assignee names. */
export function usersById(directory: readonly ClientDirectory[] | undefined): Map<string, User> {
  const map = new Map<string, User>();
  for (const client of directory ?? []) {
    for (const user of client.users) map.set(user.userUID, user);
  }
  return map;
}

/** The active users of one client (tenant), by name. */
export function usersOfClient(
  directory: readonly ClientDirectory[] | undefined,
  clientUID: string,
): User[] {
  return [...(findClient(directory, clientUID)?.users ?? [])].sort((a, b) =>
    a.fullName.localeCompare(b.fullName),
  );
}
