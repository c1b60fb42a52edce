import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { TaskType } from '@/api/types';
import { TASK_TYPES } from '../model/task-types';
import { taskKeys } from '@/entities/tasks/keys';

/** GET /api/v1/task/all: the caller's tasks of the given types (every status). */
export function myTasksQueryOptions(types: readonly TaskType[]) {
  return queryOptions({
    queryKey: taskKeys.mineOf(types),
    queryFn: ({ signal }) =>
      api.get('/api/v1/task/all', {
        // Every type is the service's default; sending none keeps the URL short.
        query: types.length === TASK_TYPES.length ? {} : { Types: types.join(',') },
        signal,
      }),
  });
}

export function useMyTasks(types: readonly TaskType[]) {
  return useQuery(myTasksQueryOptions(types));
}
