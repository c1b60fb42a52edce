import type { ReviewDecision } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import type { ExternalReviewer } from '@/offline/platform/http/types';
import { newUid } from '@/offline/platform/ids';
import type { UserRow } from '@/offline/users';
import type { DecisionRow, TaskRow } from './rows';
import { isApproval, reviewOutcome } from './review-status';
import { assertOpen, markEnded } from './complete';
import { isReviewType } from './kinds';
import { emitTaskEvent } from './record';
import { assertProjectTaskable, decisionsOfTask, projectOfTask } from './store';

interface DecisionInput {
  assetUID: string;
  decision: ReviewDecision;
  comment: string | null;
}

/** Who decides: an internal user, or the external reviewer's session. */
interface Decider {
  user: UserRow;
  external?: ExternalReviewer;
}

function isAssignee(task: TaskRow, decider: Decider): boolean {
  if (decider.external) return decider.external.taskUID === task.taskUID;
  return task.userUID !== null && task.userUID === decider.user.userUID;
}

/** Stores the decision; an earlier one of the same task on the same asset stops counting. */
function recordDecision(
  ctx: ServiceContext,
  task: TaskRow,
  decider: Decider,
  input: DecisionInput,
): void {
  for (const old of decisionsOfTask(ctx.db, task.taskUID)) {
    if (old.assetUID === input.assetUID)
      ctx.db.update('decisions', old.decisionUID, { current: false });
  }
  const row: DecisionRow = {
    decisionUID: newUid(),
    taskUID: task.taskUID,
    projectUID: task.projectUID,
    assetUID: input.assetUID,
    decision: input.decision,
    comment: input.comment,
    created: ctx.clock.nowIso(),
    userUID: decider.external ? null : decider.user.userUID,
    reviewer: decider.external ? decider.external.email : decider.user.fullName,
    current: true,
  };
  ctx.db.insert('decisions', row.decisionUID, row);
}

/**
 * PUT /api/v1/task/decision. Records (or replaces) the decision on one asset and emits
 * task.approved (Approved, ApprovedWithChanges) or task.rejected for it: one event per
 * asset decision, "approved or rejected via API" in spec.md's words. When every asset
 * has a decision the task ends with {@link reviewOutcome}, and task.completed follows.
 * Checks in order: 412 not a review task, 404 asset not in the task, 412 caller is not
 * the assignee, 412 read-only link, 412 task ended, 412 project not Active/OnHold.
 */
export function decideTaskAsset(
  ctx: ServiceContext,
  task: TaskRow,
  decider: Decider,
  input: DecisionInput,
): TaskRow {
  if (!isReviewType(task.type))
    throw preconditionFailed(
      `Task '${task.taskUID}' is a ${task.type} task; only review tasks take decisions.`,
    );
  if (!task.assetUIDs.includes(input.assetUID))
    throw notFound(`Asset '${input.assetUID}' is not part of task '${task.taskUID}'.`);
  if (!isAssignee(task, decider))
    throw preconditionFailed('Only the assignee of the review task may decide on its assets.');
  if (decider.external?.isReadOnly)
    throw preconditionFailed(
      'This review link is read-only: approving and rejecting are not allowed.',
    );
  assertOpen(task);
  assertProjectTaskable(projectOfTask(ctx, task));
  recordDecision(ctx, task, decider, input);
  const outcome = reviewOutcome(task.assetUIDs, decisionsOfTask(ctx.db, task.taskUID));
  // The task ends first so the per-asset event already shows the final status.
  const row = outcome ? markEnded(ctx, task, outcome) : task;
  emitTaskEvent(ctx, isApproval(input.decision) ? 'task.approved' : 'task.rejected', row);
  if (outcome) emitTaskEvent(ctx, 'task.completed', row);
  return row;
}
