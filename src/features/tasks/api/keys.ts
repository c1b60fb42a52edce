import type { TaskType } from '@/api/types';

/**
 * Keys shared on purpose with the project and dashboard features (same data): a task change
 * refreshes the project record (its `tasks` and review counts) and the project lists.
 */
export const sharedKeys = {
  projectLists: () => ['projects', 'list'] as const,
  projectDetail: (projectUID: string) => ['projects', 'detail', projectUID] as const,
  directory: ['client-directory'] as const,
};

export const taskKeys = {
  all: ['tasks'] as const,
  mine: () => [...taskKeys.all, 'mine'] as const,
  mineOf: (types: readonly TaskType[]) => [...taskKeys.mine(), [...types]] as const,
};
