import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { TaskDecisionRequest } from '@/api/types';
import { assetKeys } from '@/entities/asset/keys';
import { projectKeys } from '@/entities/project/keys';
import { taskKeys } from '@/entities/tasks/keys';

/**
 * PUT /api/v1/task/decision. The answer is the task as it is now (ended or not); the
 * asset's review counts and the project's pending counts change too. The decision panel shows errors itself.
 */
export function useDecideAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskDecisionRequest) => api.put('/api/v1/task/decision', { body }),
    onSuccess: (task, body) => {
      queryClient.setQueryData(taskKeys.detail(body.taskUID), task);
    },
    onSettled: (_task, _error, body) =>
      Promise.all([
        // The task everywhere (My tasks, the project's tasks), the asset's review counts in
        // every screen, and the projects' pending counts.
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetKeys.detail(body.assetUID) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
    meta: { handlesError: true },
  });
}
