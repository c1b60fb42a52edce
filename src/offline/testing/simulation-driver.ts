import type { TaskType } from '@/api/types';
import type { SimulatedTask, SimulationEvent, SimulationStep } from '@/domain/workflows/simulate';
import { assetsOfProject } from '@/offline/tasks/store';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { decideTaskAsset } from '@/offline/tasks/decide';
import { isOpen } from '@/offline/tasks/kinds';
import type { TaskRow } from '@/offline/tasks/rows';
import type { WorkflowRunRecord } from '@/offline/workflows/runs-routes';
import { uploadedAssetUID } from './assets-kit';
import type { HttpHarness } from './http-client';
import { trigger } from './workflows-kit';

/** What the property test compares of a run: the run log's columns the simulation predicts. */
export function runKey(run: WorkflowRunRecord | SimulationStep): string {
  return [
    run.workflowUID,
    run.actionUid,
    run.triggerType,
    run.reactionType,
    run.outcome,
    run.depth,
  ].join(' ');
}

const KIND_OF: Record<TaskType, SimulatedTask['kind'] | undefined> = {
  ReviewAssets: 'review',
  ReviewVideo: 'review',
  ExternalReviewAssets: 'review',
  ExternalReviewVideo: 'review',
  UploadAssets: 'uploadAssets',
  UploadChangedAsset: 'uploadAssets',
  UploadVideo: 'uploadAssets',
  UploadRefDocs: 'uploadRefDocs',
  AssignUserRoles: 'assignRoles',
};

/** The project's open tasks in the service, oldest first. */
export function openTasksOf(h: HttpHarness, projectUID: string): TaskRow[] {
  return h.service.context.db
    .rows('tasks')
    .filter((task) => task.projectUID === projectUID && isOpen(task.status));
}

/** A task as the comparison sees it: kind, assignee and (AssignUserRoles) roles. */
export function taskKey(task: TaskRow | SimulatedTask): string {
  const kind = 'kind' in task ? task.kind : KIND_OF[task.type];
  const roles = 'kind' in task ? task.roles : task.roles.map((role) => role.uid);
  return [kind, task.userUID ?? task.email, roles.join('+')].join(' ');
}

let colour = 0;

/** Uploads a small picture as a new asset of the project (processed before the service idles). */
async function uploadAnAsset(h: HttpHarness, token: string, projectUID: string) {
  colour = (colour + 37) % 256;
  await uploadedAssetUID(
    h,
    token,
    projectUID,
    `art-${colour}.png`,
    solidImage('png', 16, 12, [colour, 90, 200]),
  );
  await h.service.whenIdle();
}

async function ok(answer: Promise<{ status: number; text: string }>, what: string) {
  const { status, text } = await answer;
  if (status !== 200) throw new Error(`${what}: HTTP ${status} ${text}`);
}

/**
 * Does in the service what a simulation event says: decides every asset of a review
 * task, uploads (an asset, then the task completes), fills roles, presses a button.
 * `simTasks` and `rows` are the open tasks of both sides, in the same order.
 */
export async function applyEvent(
  h: HttpHarness,
  token: string,
  projectUID: string,
  event: SimulationEvent,
  simTasks: readonly SimulatedTask[],
  rows: readonly TaskRow[],
): Promise<void> {
  const ctx = h.service.context;
  if (event.kind === 'assetUploaded') return uploadAnAsset(h, token, projectUID);
  if (event.kind === 'manual') return ok(trigger(h, token, projectUID, event.actionUid), 'trigger');
  if (event.kind === 'taskByHand') return handTaskEnds(h, token, projectUID, event);
  const row = rows[simTasks.findIndex((task) => task.id === event.taskId)];
  if (!row) throw new Error(`no service task for ${event.taskId}`);
  if (event.outcome === 'approved' || event.outcome === 'rejected')
    return decideAll(h, row.taskUID, event.outcome === 'approved');
  if (row.type === 'UploadAssets') await uploadAnAsset(h, token, projectUID);
  // A resumed action may have completed the project (and taken its tasks) meanwhile.
  if (!ctx.db.get('tasks', row.taskUID)) return;
  const assignUsers =
    event.outcome === 'rolesAssigned'
      ? row.roles.map((role) => ({
          roleUid: role.uid,
          internalUsers: [...(event.assignments?.[role.uid] ?? [])],
        }))
      : undefined;
  const body = { taskUID: row.taskUID, ...(assignUsers ? { data: { assignUsers } } : {}) };
  await ok(h.call('PUT', '/api/v1/task/complete', { token, body }), 'complete');
  return h.service.whenIdle();
}

async function decideAll(h: HttpHarness, taskUID: string, approve: boolean) {
  const ctx = h.service.context;
  const row = ctx.db.get('tasks', taskUID);
  if (!row) throw new Error(`no task ${taskUID}`);
  const user = ctx.db.get('users', row.userUID ?? 'usr-anna-berg');
  if (!user) throw new Error('no user to decide');
  const external =
    row.userUID === null
      ? {
          taskUID: row.taskUID,
          email: row.email,
          isReadOnly: false,
          isAllowDownloadAssets: false,
          assetUIDs: row.assetUIDs,
        }
      : undefined;
  for (const assetUID of row.assetUIDs) {
    const current = ctx.db.get('tasks', row.taskUID);
    if (!current || !isOpen(current.status)) break;
    decideTaskAsset(
      ctx,
      current,
      { user, ...(external ? { external } : {}) },
      {
        assetUID,
        decision: approve ? 'Approved' : 'Rejected',
        comment: null,
      },
    );
  }
  await h.service.whenIdle();
}

/** A task made by hand through the task endpoints, then ended (an asset first where needed). */
async function handTaskEnds(
  h: HttpHarness,
  token: string,
  projectUID: string,
  event: Extract<SimulationEvent, { kind: 'taskByHand' }>,
) {
  const ctx = h.service.context;
  const project = () => ctx.db.get('projects', projectUID);
  const processed = () => {
    const row = project();
    return row ? assetsOfProject(ctx, row).filter((a) => a.status === 'Processed') : [];
  };
  const create = async (kind: string, body: Record<string, unknown>): Promise<string> => {
    const answer = await h.call('POST', `/api/v1/task/${kind}`, {
      token,
      body: { projectUID, ...body },
    });
    if (answer.status !== 200) throw new Error(`POST task/${kind}: ${answer.text}`);
    return (answer.body as { result: { taskUID: string } }).result.taskUID;
  };
  const review = event.trigger.includes('Review');
  if (review && processed().length === 0) await uploadAnAsset(h, token, projectUID);
  if (project()?.state !== 'Active') return;
  const assetUIDs = processed().map((asset) => asset.assetUID);
  const approve = event.trigger.endsWith('Approved');
  switch (event.trigger) {
    case 'InternalUploadAssetsTaskCompleted':
    case 'InternalUploadRefDocsTaskCompleted': {
      const assets = event.trigger === 'InternalUploadAssetsTaskCompleted';
      const taskUID = await create(assets ? 'asset_upload' : 'refdoc_upload', {
        userUID: event.userUID,
      });
      if (assets) await uploadAnAsset(h, token, projectUID);
      if (!ctx.db.get('tasks', taskUID)) return;
      await ok(h.call('PUT', '/api/v1/task/complete', { token, body: { taskUID } }), 'complete');
      return h.service.whenIdle();
    }
    case 'InternalReviewTaskApproved':
    case 'InternalReviewTaskRejected':
      return decideAll(
        h,
        await create('review_asset', { userUID: event.userUID, assetUIDs }),
        approve,
      );
    case 'ExternalReviewTaskApproved':
    case 'ExternalReviewTaskRejected':
      return decideAll(
        h,
        await create('review_asset_ext', { email: event.email, assetUIDs }),
        approve,
      );
  }
}
