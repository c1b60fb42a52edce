import type { ReviewDecision, Task, TaskAssetDecision } from '@/api/types';
import { outcomeOf } from './task-progress';

/**
 * Approving says the artwork is right: every checklist item must be ticked. Approving with
 * changes is the answer for an item that is not right yet (the unticked items become the
 * changes asked); rejecting never needs the checklist.
 */
export function canSubmitDecision(
  decision: ReviewDecision,
  checklist: readonly string[],
  ticked: ReadonlySet<number>,
): boolean {
  if (decision !== 'Approved') return true;
  return checklist.every((_, index) => ticked.has(index));
}

/** The checklist items left unticked, in the checklist's order. */
export function uncheckedItems(
  checklist: readonly string[],
  ticked: ReadonlySet<number>,
): string[] {
  return checklist.filter((_, index) => !ticked.has(index));
}

/**
 * The comment sent with a decision: the reviewer's words, then (approving with changes) the
 * unticked checklist items under `heading`, one a line, as the changes asked.
 */
export function decisionComment(
  decision: ReviewDecision,
  comment: string,
  unchecked: readonly string[],
  heading: string,
): string {
  const text = comment.trim();
  if (decision !== 'ApprovedWithChanges' || unchecked.length === 0) return text;
  const changes = [heading, ...unchecked.map((item) => `- ${item}`)].join('\n');
  return text ? `${text}\n\n${changes}` : changes;
}

/**
 * The task's result if `decision` on `assetUID` is its last missing one (the service ends a
 * review task once every asset has a decision); null when other assets still wait.
 */
export function outcomeIfLast(
  task: Task,
  assetUID: string,
  decisions: ReadonlyMap<string, TaskAssetDecision>,
  decision: ReviewDecision,
): ReviewDecision | null {
  if (task.status !== 'Pending') return null;
  const assets = task.assetUIDs ?? [];
  if (!assets.includes(assetUID)) return null;
  if (assets.some((uid) => uid !== assetUID && !decisions.has(uid))) return null;
  const others = assets.filter((uid) => uid !== assetUID).map((uid) => decisions.get(uid));
  return outcomeOf([...others.flatMap((d) => (d ? [d.decision] : [])), decision]);
}
