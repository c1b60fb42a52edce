import type { TaskType } from '@/api/types';

/**
 * The one key factory of tasks: `all` -> `mine()` (the caller's list) | `detail(uid)`. A task
 * change anywhere (a decision in the review tool, a cancel on the project page) invalidates
 * `all`, so My tasks, the decision panel and the external review agree.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  mine: () => [...taskKeys.all, 'mine'] as const,
  mineOf: (types: readonly TaskType[]) => [...taskKeys.mine(), [...types]] as const,
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (taskUID: string) => [...taskKeys.details(), taskUID] as const,
};
