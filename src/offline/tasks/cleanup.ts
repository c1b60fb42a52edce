import type { ServiceContext } from '@/offline/platform/context';
import type { DecisionRow, TaskRow } from './rows';
import { reviewOutcome } from './review-status';
import { closeTask } from './complete';
import { isOpen, isReviewType } from './kinds';
import { emitTaskEvent } from './record';
import { decisionsOfTask, tasksOfAsset, tasksOfProject } from './store';

/** Ends every review session opened with the task's link (their tokens answer 401 from now on). */
function endReviewSessions(ctx: ServiceContext, taskUID: string): void {
  for (const session of ctx.db.rows('sessions')) {
    if (session.review?.taskUID === taskUID) ctx.db.remove('sessions', session.token);
  }
}

/** Removes a task; DELETE /api/v1/task emits task.deleted (with the task as it was), cleanups do not. */
export function deleteTask(
  ctx: ServiceContext,
  task: TaskRow,
  options: { emitEvent: boolean },
): void {
  if (options.emitEvent) emitTaskEvent(ctx, 'task.deleted', task);
  ctx.db.remove('tasks', task.taskUID);
  if (task.external) endReviewSessions(ctx, task.taskUID);
}

/**
 * Completed (and Archived) projects keep no tasks: spec.md deletes them on Completed.
 * No task.deleted events: like the tasks of a deleted asset, they go with the project's
 * change, which project.state already reports.
 */
export function removeTasksOfProject(ctx: ServiceContext, projectUID: string): void {
  for (const task of [...tasksOfProject(ctx.db, projectUID)])
    deleteTask(ctx, task, { emitEvent: false });
}

/** Removes decision rows matching `drop` (all of them, current or superseded). */
export function removeDecisions(ctx: ServiceContext, drop: (row: DecisionRow) => boolean): void {
  for (const row of ctx.db.rows('decisions').filter(drop))
    ctx.db.remove('decisions', row.decisionUID);
}

/**
 * Call when an asset (every version) is deleted. Without events (spec.md: related tasks
 * go without separate events): its decisions go; UploadChangedAsset tasks requesting it
 * are deleted; review tasks drop it and are deleted when no asset is left. A pending
 * review task whose remaining assets all have decisions ends (task.completed fires, as
 * the task did complete).
 */
export function removeAssetFromTasks(ctx: ServiceContext, assetUID: string): void {
  removeDecisions(ctx, (row) => row.assetUID === assetUID);
  const requesting = ctx.db
    .rows('tasks')
    .filter((task) => task.type === 'UploadChangedAsset' && task.requestedAssetUID === assetUID);
  for (const task of requesting) deleteTask(ctx, task, { emitEvent: false });
  for (const task of [...tasksOfAsset(ctx.db, assetUID)]) {
    const assetUIDs = task.assetUIDs.filter((uid) => uid !== assetUID);
    if (assetUIDs.length === 0) {
      deleteTask(ctx, task, { emitEvent: false });
      continue;
    }
    const row = ctx.db.update('tasks', task.taskUID, { assetUIDs }) ?? task;
    const outcome =
      isReviewType(row.type) && isOpen(row.status)
        ? reviewOutcome(assetUIDs, decisionsOfTask(ctx.db, row.taskUID))
        : undefined;
    if (outcome) closeTask(ctx, row, outcome);
  }
}
