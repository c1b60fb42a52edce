import { WorkflowBuilderPage } from '@/features/workflows';
import { paths } from '../paths';
import { NotFoundPage } from './not-found';
import { useAdminRights } from './admin-rights';

const links = {
  list: paths.workflows.getHref(),
  workflow: (workflowUID: string) => paths.workflow.getHref({ workflowUID }),
};

export function Component() {
  return (
    <WorkflowBuilderPage links={links} notFound={<NotFoundPage />} adminRights={useAdminRights()} />
  );
}
