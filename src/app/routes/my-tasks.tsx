import { MyTasksPage } from '@/features/tasks';
import { taskLinks } from './task-links';

/** The My tasks inbox. */
export function Component() {
  return <MyTasksPage links={taskLinks} />;
}
