import { useCurrentUser } from '@/features/auth';
import type { ClientRights } from '@/domain/access/admin-rights';

/**
 * The signed-in person's admin rights per client, for the admin screens; undefined while
 * the user is loading or could not be read, so nobody is locked out on a guess (the
 * server still answers 403 to a change that is not theirs).
 */
export function useAdminRights(): readonly ClientRights[] | undefined {
  const { data } = useCurrentUser();
  return data?.clients;
}
