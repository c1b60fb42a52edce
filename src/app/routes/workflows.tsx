import { WorkflowsPage } from '@/features/workflows';
import { paths } from '../paths';
import { useAdminRights } from './admin-rights';

const links = {
  workflow: (workflowUID: string) => paths.workflow.getHref({ workflowUID }),
  newWorkflow: (query: { client: string; starter: string; name: string }) =>
    paths.newWorkflow.getHref(query),
  project: (projectUID: string) => paths.project.root.getHref({ projectUID }),
};

export function Component() {
  return <WorkflowsPage links={links} adminRights={useAdminRights()} />;
}
