import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Workflow, WorkflowCreateRequest, WorkflowUpdateRequest } from '@/api/types';
import { projectKeys } from '@/entities/project/keys';
import { workflowKeys } from '@/entities/workflows/keys';

function useRefreshWorkflows() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workflowKeys.all });
}

/** POST /api/v1/workflow; callers show 400s on their fields. */
export function useCreateWorkflow() {
  const refresh = useRefreshWorkflows();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkflowCreateRequest) => api.post('/api/v1/workflow', { body }),
    // The builder opens the new workflow at once: the list must know it before the refetch.
    onSuccess: (created) =>
      queryClient.setQueryData<Workflow[]>(workflowKeys.lists(), (old) =>
        old ? [...old, created] : old,
      ),
    onSettled: refresh,
    meta: { handlesError: true },
  });
}

/** PUT /api/v1/workflow (x-extension): only the fields sent change. */
export function useUpdateWorkflow() {
  const refresh = useRefreshWorkflows();
  return useMutation({
    mutationFn: (body: WorkflowUpdateRequest) => api.put('/api/v1/workflow', { body }),
    onSettled: refresh,
    meta: { handlesError: true },
  });
}

/** DELETE /api/v1/workflow (x-extension); projects bound to it are unbound by the service. */
export function useDeleteWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workflowUID: string) => api.delete('/api/v1/workflow', { body: { workflowUID } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
    meta: { handlesError: true },
  });
}
