import type { Task } from '@/api/types';
import { compareTasks } from './group-tasks';
import { isOpenTask } from './task-types';

/**
 * The reviewer's next review to do after `currentTaskUID`: their open internal review tasks
 * in inbox order (the earliest due first), the current one left out; null when none waits.
 */
export function nextOpenReview(tasks: readonly Task[], currentTaskUID: string | null): Task | null {
  const open = tasks.filter(
    (task) => task.type === 'ReviewAssets' && isOpenTask(task) && task.taskUID !== currentTaskUID,
  );
  return [...open].sort(compareTasks)[0] ?? null;
}
