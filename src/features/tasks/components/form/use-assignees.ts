import type { User } from '@/api/types';
import { useClientDirectory, usersOfClient } from '@/entities/users/queries';

/** The people a task can go to, while their directory loads. */
export interface Assignees {
  users: User[];
  loading: boolean;
  error: unknown;
}

/** Users of the project's client who can receive tasks. */
export function useAssignees(clientUID: string): Assignees {
  const directory = useClientDirectory();
  return {
    users: usersOfClient(directory.data, clientUID),
    loading: directory.isPending,
    error: directory.error,
  };
}
