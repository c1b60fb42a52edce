import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type {
  AssetChangeUploadTaskCreateRequest,
  ExternalReviewTaskCreateRequest,
  ReviewTaskCreateRequest,
  Task,
  TaskCompleteRequest,
  UploadTaskCreateRequest,
} from '@/api/types';
import { projectKeys } from '@/entities/project/keys';
import { taskKeys } from '@/entities/tasks/keys';

/** Every create endpoint, with the body it takes. */
export type CreateTaskRequest =
  | { kind: 'asset_upload'; body: UploadTaskCreateRequest }
  | { kind: 'refdoc_upload'; body: UploadTaskCreateRequest }
  | { kind: 'asset_change_upload'; body: AssetChangeUploadTaskCreateRequest }
  | { kind: 'review_asset'; body: ReviewTaskCreateRequest }
  | { kind: 'review_asset_ext'; body: ExternalReviewTaskCreateRequest };

export type CreateTaskKind = CreateTaskRequest['kind'];

function createTask(request: CreateTaskRequest): Promise<Task> {
  switch (request.kind) {
    case 'asset_upload':
      return api.post('/api/v1/task/asset_upload', { body: request.body });
    case 'refdoc_upload':
      return api.post('/api/v1/task/refdoc_upload', { body: request.body });
    case 'asset_change_upload':
      return api.post('/api/v1/task/asset_change_upload', { body: request.body });
    case 'review_asset':
      return api.post('/api/v1/task/review_asset', { body: request.body });
    case 'review_asset_ext':
      return api.post('/api/v1/task/review_asset_ext', { body: request.body });
  }
}

function useTaskRefresh() {
  const queryClient = useQueryClient();
  return (projectUID: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUID) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    ]);
}

/** POST /api/v1/task/<kind>; the form shows its own errors. */
export function useCreateTask() {
  const refresh = useTaskRefresh();
  return useMutation({
    mutationFn: createTask,
    meta: { handlesError: true },
    onSuccess: (task) => refresh(task.projectUID),
  });
}

/** DELETE /api/v1/task. */
export function useDeleteTask() {
  const refresh = useTaskRefresh();
  return useMutation({
    mutationFn: (task: Pick<Task, 'taskUID' | 'projectUID'>) =>
      api.delete('/api/v1/task', { body: { taskUID: task.taskUID } }),
    meta: { handlesError: true },
    onSuccess: (_result, task) => refresh(task.projectUID),
  });
}

/** PUT /api/v1/task/complete (data.assignUsers for an AssignUserRoles task). */
export function useCompleteTask() {
  const refresh = useTaskRefresh();
  return useMutation({
    mutationFn: ({ body }: { body: TaskCompleteRequest; projectUID: string }) =>
      api.put('/api/v1/task/complete', { body }),
    meta: { handlesError: true },
    onSuccess: (_result, { projectUID }) => refresh(projectUID),
  });
}
