import type { Workflow } from '@/api/types';
import { useCreateWorkflow } from '../../api/workflow-mutations';

/** POSTs a copy of a workflow (same client, steps and roles) under a new name. */
export function useDuplicateWorkflow() {
  const create = useCreateWorkflow();
  return {
    ...create,
    mutate: ({ workflow, copyName }: { workflow: Workflow; copyName: string }) =>
      create.mutate({
        clientUID: workflow.clientUID,
        name: copyName,
        actions: workflow.actions,
        roles: workflow.roles,
      }),
  };
}
