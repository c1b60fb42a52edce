import type { TaskLinks } from '@/features/tasks';
import { paths } from '../paths';

/** Where tasks lead, from the route table. */
export const taskLinks: TaskLinks = {
  projectAssets: (projectUID) => paths.project.assets.getHref({ projectUID }),
  projectRefDocs: (projectUID) => paths.project.refDocs.getHref({ projectUID }),
  projectTasks: (projectUID) => paths.project.tasks.getHref({ projectUID }),
  review: (assetUID) => paths.review.getHref({ assetUID }),
};
