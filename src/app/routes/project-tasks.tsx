import { ProjectTasksTab } from '@/features/tasks';
import { taskLinks } from './task-links';
import { useRouteProject } from './use-route-project';

/** The Tasks tab of the project page. */
export function Component() {
  const project = useRouteProject();
  return project ? <ProjectTasksTab project={project} links={taskLinks} /> : null;
}
