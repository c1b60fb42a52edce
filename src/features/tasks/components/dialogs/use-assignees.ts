import type { User } from '@/api/types';
import { useClientDirectory, usersOfClient } from '../../api/client-directory';

/** Users of the project's client who can receive tasks. */
export function useAssignees(clientUID: string): {
  users: User[];
  loading: boolean;
  error: unknown;
} {
  const directory = useClientDirectory();
  return {
    users: usersOfClient(directory.data, clientUID),
    loading: directory.isPending,
    error: directory.error,
  };
}
