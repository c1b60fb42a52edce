import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { useSession } from '@/api/session';
import type { LoggedInUser } from '@/api/types';
import { authKeys } from './auth-keys';

export function getCurrentUser(signal?: AbortSignal): Promise<LoggedInUser> {
  return api.get('/api/v1/user/loggedin', signal ? { signal } : {});
}

/** The user the token was issued for; it changes only with the session, so it stays fresh for long. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user ({userUID, fullName, email, plan, clients}); idle while signed out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({ ...currentUserQueryOptions(), enabled: session !== null });
}
