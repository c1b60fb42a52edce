import type { ReviewDecision, ReviewStatus, TaskStatus } from '@/api/types';
import type { DecisionRow, TaskRow } from './rows';
import { isOpen, isReviewType } from './kinds';

/**
 * reviewStatus arithmetic, as pure functions over task and current decision rows.
 *
 * - Project: pendingCount = its review tasks still Pending (spec.md); approvedCount and
 *   rejectedCount = current decisions on its assets (ApprovedWithChanges counts as an
 *   approval), whether their task is open, ended or gone.
 * - Asset (all versions): pendingCount = Pending review tasks that still await a decision
 *   on this asset; approvedCount / rejectedCount = current decisions on it.
 */

export function isApproval(decision: ReviewDecision): boolean {
  return decision === 'Approved' || decision === 'ApprovedWithChanges';
}

function counted(decisions: readonly DecisionRow[]): ReviewStatus {
  const status: ReviewStatus = { pendingCount: 0, approvedCount: 0, rejectedCount: 0 };
  for (const d of decisions) {
    if (isApproval(d.decision)) status.approvedCount += 1;
    else status.rejectedCount += 1;
  }
  return status;
}

export function projectReviewStatus(
  tasks: readonly TaskRow[],
  decisions: readonly DecisionRow[],
): ReviewStatus {
  const status = counted(decisions);
  status.pendingCount = tasks.filter(
    (task) => isReviewType(task.type) && isOpen(task.status),
  ).length;
  return status;
}

/** `tasks`: the review tasks including the asset; `decisions`: the asset's current decisions. */
export function assetReviewStatus(
  tasks: readonly TaskRow[],
  decisions: readonly DecisionRow[],
  assetUID: string,
): ReviewStatus {
  const mine = decisions.filter((d) => d.assetUID === assetUID);
  const decided = new Set(mine.map((d) => d.taskUID));
  const status = counted(mine);
  status.pendingCount = tasks.filter(
    (task) =>
      isReviewType(task.type) &&
      isOpen(task.status) &&
      task.assetUIDs.includes(assetUID) &&
      !decided.has(task.taskUID),
  ).length;
  return status;
}

/**
 * How a review task ends once every asset has a decision (decisions.md): Rejected if any
 * asset is rejected, else ApprovedWithChanges if any is, else Approved. Undefined while
 * an asset still awaits its decision.
 */
export function reviewOutcome(
  assetUIDs: readonly string[],
  decisions: readonly Pick<DecisionRow, 'assetUID' | 'decision'>[],
): Exclude<TaskStatus, 'Pending' | 'Closed'> | undefined {
  const byAsset = new Map(decisions.map((d) => [d.assetUID, d.decision]));
  if (assetUIDs.length === 0 || assetUIDs.some((uid) => !byAsset.has(uid))) return undefined;
  const given = assetUIDs.map((uid) => byAsset.get(uid));
  if (given.includes('Rejected')) return 'Rejected';
  if (given.includes('ApprovedWithChanges')) return 'ApprovedWithChanges';
  return 'Approved';
}
