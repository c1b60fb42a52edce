import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { TaskDecisionRequest } from '@/api/types';
import { reviewKeys } from './review-keys';

/**
 * PUT /api/v1/task/decision. The answer is the task as it is now (ended or not); the
 * asset's review counts change too. The decision panel shows errors itself.
 */
export function useDecideAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskDecisionRequest) => api.put('/api/v1/task/decision', { body }),
    onSuccess: (task, body) => {
      queryClient.setQueryData(reviewKeys.task(body.taskUID), task);
    },
    onSettled: (_task, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.task(body.taskUID) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.assetVersions(body.assetUID) }),
      ]),
    meta: { handlesError: true },
  });
}
