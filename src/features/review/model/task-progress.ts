import type { ReviewDecision, Task, TaskAssetDecision } from '@/api/types';

/** Review-tool options a review task may carry (x-extension fields; workflow review actions set them). */
export interface ReviewOptions {
  checklistName: string | null;
  checklistItems: string[];
  isSimpleMode: boolean;
  allowDownload: boolean;
}

/** Checklist and mode of a review task; absent fields (older servers, upload tasks) mean a plain review. */
export function reviewOptionsOf(task: Task): ReviewOptions {
  const name = task.checklistName?.trim();
  return {
    checklistName: name ? name : null,
    checklistItems: (task.checklistItems ?? []).filter((item) => item.trim() !== ''),
    isSimpleMode: task.isSimpleMode === true,
    allowDownload: task.allowDownload === true || task.isAllowDownloadAssets === true,
  };
}

export interface TaskProgress {
  total: number;
  decided: number;
  left: number;
  /** The current decision per asset of the task. */
  decisions: Map<string, TaskAssetDecision>;
  /** True once the task has ended (every asset decided, or closed otherwise). */
  ended: boolean;
}

export function taskProgress(task: Task): TaskProgress {
  const assets = task.assetUIDs ?? [];
  const decisions = new Map<string, TaskAssetDecision>();
  // The service lists decisions oldest first; a later one on the same asset replaces it.
  for (const decision of task.decisions ?? []) {
    if (assets.includes(decision.assetUID)) decisions.set(decision.assetUID, decision);
  }
  return {
    total: assets.length,
    decided: decisions.size,
    left: assets.length - decisions.size,
    decisions,
    ended: task.status !== 'Pending',
  };
}

/**
 * The undecided asset to review next: the first one after `current` in the task's order,
 * wrapping around; null when every other asset is decided.
 */
export function nextUndecided(
  task: Task,
  current: string,
  decided: ReadonlyMap<string, unknown>,
): string | null {
  const assets = task.assetUIDs ?? [];
  const start = assets.indexOf(current);
  for (let step = 1; step <= assets.length; step++) {
    const uid = assets[(start + step + assets.length) % assets.length];
    if (uid !== undefined && uid !== current && !decided.has(uid)) return uid;
  }
  return null;
}

/** How the service ends a task once every asset has a decision (decisions.md). */
export function outcomeOf(decisions: readonly ReviewDecision[]): ReviewDecision {
  if (decisions.includes('Rejected')) return 'Rejected';
  if (decisions.includes('ApprovedWithChanges')) return 'ApprovedWithChanges';
  return 'Approved';
}

/** A decision as the panel shows it: what, by whom, when, with which comment. */
export interface ShownDecision {
  decision: ReviewDecision;
  reviewer: string;
  comment: string | null;
  created: string;
}

/**
 * The asset's decisions in this task: the current one, and the ones it replaced, newest
 * first. A server without `decisionHistory` gives only the current one, by the assignee.
 */
export function decisionsOfAsset(
  task: Task,
  assetUID: string,
): { current: ShownDecision | null; replaced: ShownDecision[] } {
  const history = (task.decisionHistory ?? []).filter((d) => d.assetUID === assetUID);
  if (history.length > 0) {
    return {
      current: history.find((d) => d.current) ?? null,
      replaced: history.filter((d) => !d.current).reverse(),
    };
  }
  const latest = (task.decisions ?? []).filter((d) => d.assetUID === assetUID).at(-1);
  const assignee = task.user.fullName ?? task.user.email;
  return { current: latest ? { ...latest, reviewer: assignee } : null, replaced: [] };
}
