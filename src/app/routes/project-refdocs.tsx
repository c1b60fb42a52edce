import { RefDocsTab } from '@/features/refdocs';
import { useRouteProject } from './use-route-project';

/** The Reference documents tab of the project page. */
export function Component() {
  const project = useRouteProject();
  return project ? <RefDocsTab project={project} /> : null;
}
