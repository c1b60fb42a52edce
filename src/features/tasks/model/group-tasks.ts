import type { Task } from '@/api/types';
import { dueMoment } from './due';
import { isOpenTask } from './task-types';

/** The tasks of one project, in inbox order. */
export interface TaskGroup {
  projectUID: string;
  projectName: string;
  tasks: Task[];
}

/** Open tasks first, earliest due first (overdue at the top, no due date last), then the newest. */
export function compareTasks(a: Task, b: Task): number {
  const open = Number(isOpenTask(b)) - Number(isOpenTask(a));
  if (open !== 0) return open;
  if (isOpenTask(a)) {
    const due = dueMoment(a.dueDate) - dueMoment(b.dueDate);
    if (due !== 0 && !Number.isNaN(due)) return due;
  }
  const ended = (b.closed ?? b.created).localeCompare(a.closed ?? a.created);
  return ended !== 0 ? ended : a.taskUID.localeCompare(b.taskUID);
}

/**
 * Groups tasks by project; a group's place is its most urgent task's place, so the project
 * with the most overdue work comes first.
 */
export function groupTasks(tasks: readonly Task[]): TaskGroup[] {
  const groups = new Map<string, TaskGroup>();
  for (const task of [...tasks].sort(compareTasks)) {
    let group = groups.get(task.projectUID);
    if (!group) {
      group = { projectUID: task.projectUID, projectName: task.projectName, tasks: [] };
      groups.set(task.projectUID, group);
    }
    group.tasks.push(task);
  }
  return [...groups.values()].sort((a, b) => {
    const first = (group: TaskGroup) => group.tasks[0];
    const x = first(a);
    const y = first(b);
    if (!x || !y) return 0;
    const order = compareTasks(x, y);
    return order !== 0 ? order : a.projectName.localeCompare(b.projectName);
  });
}
