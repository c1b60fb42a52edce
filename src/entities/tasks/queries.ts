import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Task } from '@/api/types';
import { taskKeys } from './keys';

function getTask(taskUID: string, signal?: AbortSignal): Promise<Task> {
  return api.get('/api/v1/task', { query: { TaskUID: taskUID }, ...(signal ? { signal } : {}) });
}

/** A review task with its assets, decisions so far and checklist. */
export function taskQueryOptions(taskUID: string) {
  return queryOptions({
    queryKey: taskKeys.detail(taskUID),
    queryFn: ({ signal }) => getTask(taskUID, signal),
  });
}
