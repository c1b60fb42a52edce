import type { TaskStatus } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { preconditionFailed } from '@/offline/platform/http/errors';
import type { TaskRow } from './rows';
import { isAssetUploadType, isOpen, isReviewType } from './kinds';
import { emitTaskEvent } from './record';
import { resolveRoleAssignments, setProjectRoleBindings, type RoleAssignmentInput } from './roles';
import { assertProjectTaskable, projectOfTask, tasksOfProject } from './store';

/** Writes the end of a task (status, closed time; an external link expires) without events. */
export function markEnded(
  ctx: ServiceContext,
  task: TaskRow,
  status: Exclude<TaskStatus, 'Pending'>,
): TaskRow {
  const patch: Partial<TaskRow> = { status, closed: ctx.clock.nowIso() };
  if (task.external) patch.external = { ...task.external, linkState: 'Expired' };
  return ctx.db.update('tasks', task.taskUID, patch) ?? task;
}

/** Ends a task and emits task.completed; returns the new row. */
export function closeTask(
  ctx: ServiceContext,
  task: TaskRow,
  status: Exclude<TaskStatus, 'Pending'>,
): TaskRow {
  const row = markEnded(ctx, task, status);
  emitTaskEvent(ctx, 'task.completed', row);
  return row;
}

export function assertOpen(task: TaskRow): void {
  if (!isOpen(task.status))
    throw preconditionFailed(`The task has already ended (status ${task.status}).`);
}

/**
 * PUT /api/v1/task/complete. Review tasks end by decisions only (412). Upload tasks close;
 * an AssignUserRoles task closes once every role it asks for has users, and its bindings
 * are stored on the project.
 */
export function completeTask(
  ctx: ServiceContext,
  task: TaskRow,
  assignUsers?: readonly RoleAssignmentInput[],
): TaskRow {
  if (isReviewType(task.type)) {
    throw preconditionFailed(
      `A ${task.type} task cannot be completed manually; it ends when every asset has a decision (PUT /api/v1/task/decision).`,
    );
  }
  assertOpen(task);
  const project = projectOfTask(ctx, task);
  assertProjectTaskable(project);
  if (task.type !== 'AssignUserRoles') return closeTask(ctx, task, 'Closed');
  const bindings = resolveRoleAssignments(ctx, project, task, assignUsers);
  const row = closeTask(ctx, task, 'Closed');
  setProjectRoleBindings(ctx, project, bindings, task.taskUID);
  return row;
}

/** What the assets module reports when an upload finished processing successfully. */
interface ProcessedAsset {
  projectUID: string;
  assetUID: string;
  /** 1 for a new asset, 2+ for a new version. */
  version: number;
  /** The TaskUID the upload was made against (upload_packet), if any. */
  taskUID?: string | null;
}

/**
 * Completes the upload tasks an asset satisfied ("upload-completed triggers fire when
 * uploaded assets or versions are processed"): the open UploadAssets/UploadChangedAsset
 * task it was uploaded against, and for a new version every open UploadChangedAsset task
 * of the project requesting that asset. Call it after processing succeeded (never on
 * Failed). Returns the tasks it closed.
 */
export function onAssetProcessed(ctx: ServiceContext, asset: ProcessedAsset): TaskRow[] {
  const due = new Map<string, TaskRow>();
  if (asset.taskUID) {
    const task = ctx.db.get('tasks', asset.taskUID);
    if (
      task &&
      task.projectUID === asset.projectUID &&
      isOpen(task.status) &&
      isAssetUploadType(task.type)
    )
      due.set(task.taskUID, task);
  }
  if (asset.version > 1) {
    for (const task of tasksOfProject(ctx.db, asset.projectUID)) {
      if (
        task.type === 'UploadChangedAsset' &&
        isOpen(task.status) &&
        task.requestedAssetUID === asset.assetUID
      )
        due.set(task.taskUID, task);
    }
  }
  return [...due.values()].map((task) => closeTask(ctx, task, 'Closed'));
}
