import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type {
  Project,
  ProjectCreateRequest,
  ProjectEditRequest,
  RequestableProjectState,
  Workflow,
} from '@/api/types';
import { changeGoesThroughTransit } from '@/lib/review-status';
import { workflowKeys } from '@/entities/workflows/keys';
import { projectKeys } from '@/entities/project/keys';

interface Snapshot {
  previous: Project | undefined;
}

/** Cancels in-flight reads of one project, keeps its cached record and applies `change` to it. */
async function patchCachedProject(
  queryClient: QueryClient,
  projectUID: string,
  change: (project: Project) => Project,
): Promise<Snapshot> {
  const key = projectKeys.detail(projectUID);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<Project>(key);
  if (previous) queryClient.setQueryData<Project>(key, change(previous));
  return { previous };
}

function restore(queryClient: QueryClient, projectUID: string, snapshot: Snapshot | undefined) {
  if (snapshot?.previous)
    queryClient.setQueryData(projectKeys.detail(projectUID), snapshot.previous);
}

/**
 * Everything under the shared root: this page, the dashboard's lists and its per-card extras
 * (open tasks vanish on Complete), whose keys this feature does not know one by one.
 */
function refresh(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

const emptyToNull = (value: string | undefined, fallback: string | null) =>
  value === undefined ? fallback : value === '' ? null : value;

/** The bound workflow after an edit, named when the caller knows the name. */
function applyWorkflowEdit(
  current: Project['workflow'],
  workflowUID: string | undefined,
  name: string | null,
): Project['workflow'] {
  if (workflowUID === undefined || workflowUID === current?.workflowUID) return current;
  return workflowUID === '' ? null : { workflowUID, name };
}

/** The name of a workflow from the client's list this page already read, if it did. */
function cachedWorkflowName(
  queryClient: QueryClient,
  project: Project,
  workflowUID: string | undefined,
): string | null {
  if (!workflowUID) return null;
  const list = queryClient.getQueryData<Workflow[]>(
    workflowKeys.ofClient(project.client.clientUID),
  );
  return list?.find((workflow) => workflow.workflowUID === workflowUID)?.name ?? null;
}

/** The record as it will look after an edit, for the optimistic update. */
export function applyEdit(
  project: Project,
  edit: ProjectEditRequest,
  workflowName: string | null = null,
): Project {
  return {
    ...project,
    name: edit.projectName ?? project.name,
    customer: emptyToNull(edit.customer, project.customer),
    project: emptyToNull(edit.project, project.project),
    design: emptyToNull(edit.design, project.design),
    revision: emptyToNull(edit.revision, project.revision),
    description: emptyToNull(edit.description, project.description),
    tags: edit.tags ?? project.tags,
    dueDate: emptyToNull(edit.dueDate, project.dueDate),
    owners: edit.projectOwnersUIDS ?? project.owners,
    templateUID: emptyToNull(edit.templateUID, project.templateUID),
    folderUID: emptyToNull(edit.folderUID, project.folderUID),
    workflow: applyWorkflowEdit(project.workflow, edit.workflowUID, workflowName),
  };
}

/** The record right after a state request: InTransit while files move; no tasks once Completed. */
export function applyStateRequest(project: Project, to: RequestableProjectState): Project {
  const state = changeGoesThroughTransit(project.projectState, to) ? 'InTransit' : to;
  return {
    ...project,
    projectState: state,
    ...(to === 'Completed' && project.tasks ? { tasks: [] } : {}),
  };
}

/** A save's body plus the signal that cancels it (the form's "Still saving… Cancel"). */
export type WithSignal<T> = T & { signal?: AbortSignal | undefined };

function split<T extends object>({ signal, ...body }: WithSignal<T>) {
  return { body: body as T, ...(signal ? { signal } : {}) };
}

/** POST /api/v1/project; the form shows errors on its fields, so no global toast. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sent: WithSignal<ProjectCreateRequest>) =>
      api.post('/api/v1/project', split(sent)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    meta: { handlesError: true },
  });
}

/** PUT /api/v1/project with only the changed fields; optimistic, rolled back on error. */
export function useEditProject(projectUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sent: WithSignal<ProjectEditRequest>) => api.put('/api/v1/project', split(sent)),
    onMutate: ({ signal: _signal, ...body }) =>
      patchCachedProject(queryClient, projectUID, (p) =>
        applyEdit(p, body, cachedWorkflowName(queryClient, p, body.workflowUID)),
      ),
    onError: (_error, _body, snapshot) => restore(queryClient, projectUID, snapshot),
    onSettled: () => refresh(queryClient),
    meta: { handlesError: true },
  });
}

/** PUT /api/v1/project/state; optimistic, rolled back on error; the confirmation shows errors. */
export function useChangeProjectState(projectUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectState: RequestableProjectState) =>
      api.put('/api/v1/project/state', { body: { projectUID, projectState } }),
    onMutate: (to) => patchCachedProject(queryClient, projectUID, (p) => applyStateRequest(p, to)),
    onError: (_error, _to, snapshot) => restore(queryClient, projectUID, snapshot),
    onSettled: () => refresh(queryClient),
    meta: { handlesError: true },
  });
}

/**
 * DELETE /api/v1/project. The caller leaves the page on success. The detail entry is only marked
 * stale, not refetched: the page still observes it and would fetch a 404 on its way out, yet a
 * later visit (Back, a link) must ask the service and say the project is gone, not show it from
 * the cache while it still counts as fresh.
 */
export function useDeleteProject(projectUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/v1/project', { body: { projectUID } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({
          queryKey: projectKeys.detail(projectUID),
          refetchType: 'none',
        }),
      ]),
    onError: () => refresh(queryClient),
    meta: { handlesError: true },
  });
}
