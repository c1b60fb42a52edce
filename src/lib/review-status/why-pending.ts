import type { ProjectState, ReviewStatus, Task, TaskType } from '@/api/types';

/** Who a task waits on. External reviewers have no userUID and are named by e-mail. */
export interface Assignee {
  /** Internal user UID; null for an external reviewer. */
  userUID: string | null;
  /** Full name when known, else the e-mail address. */
  name: string;
  email: string;
  external: boolean;
}

/** What kind of work an open task asks for. */
export type PendingWork =
  | 'review'
  | 'uploadAssets'
  | 'uploadRefDocs'
  | 'uploadChangedAsset'
  | 'uploadVideo'
  | 'assignRoles';

/**
 * One person's open work of one kind, merged over their open tasks.
 * Invariants: `decidedCount <= assetCount`; `rejectedCount <= decidedCount`; both counts are
 * 0 unless `work` is 'review'; `dueDate` is the earliest due date of the merged tasks.
 */
export interface PendingReason {
  work: PendingWork;
  assignee: Assignee;
  /** Assets under review (review work only). */
  assetCount: number;
  /** Assets that already have a decision. */
  decidedCount: number;
  rejectedCount: number;
  /** The asset a new version is asked for (uploadChangedAsset only). */
  assetName: string | null;
  dueDate: string | null;
  overdue: boolean;
  taskUIDs: string[];
}

/**
 * Why a project is (not) moving, for the project page and the dashboard card tooltip.
 * - `closed`: Completed or Archived; nothing can be pending.
 * - `inTransit`: files are moving to or from the archive.
 * - `waiting`: open tasks, most urgent first (`onHold` tells that the project is postponed).
 * - `idle`: no open tasks; `decided` tells whether any review has ended.
 * - `countsOnly`: tasks were not loaded; only reviewStatus.pendingCount is known.
 */
export type PendingSummary =
  | { kind: 'closed'; state: 'Completed' | 'Archived' }
  | { kind: 'inTransit' }
  | { kind: 'waiting'; onHold: boolean; reasons: PendingReason[] }
  | { kind: 'idle'; onHold: boolean; approvedCount: number; rejectedCount: number }
  | { kind: 'countsOnly'; onHold: boolean; pendingCount: number };

/** The parts of a project record the derivation reads; `tasks` only when loaded (IsLoadTasks). */
export interface PendingInput {
  projectState: ProjectState;
  reviewStatus: ReviewStatus;
  tasks?: readonly Task[] | undefined;
}

const WORK_BY_TYPE: Record<TaskType, PendingWork> = {
  ReviewAssets: 'review',
  ExternalReviewAssets: 'review',
  ReviewVideo: 'review',
  ExternalReviewVideo: 'review',
  UploadAssets: 'uploadAssets',
  UploadRefDocs: 'uploadRefDocs',
  UploadChangedAsset: 'uploadChangedAsset',
  UploadVideo: 'uploadVideo',
  AssignUserRoles: 'assignRoles',
};

function assigneeOf(task: Task): Assignee {
  const external = task.user.userUID === null || task.type.startsWith('External');
  return {
    userUID: task.user.userUID,
    name: task.user.fullName ?? task.user.email,
    email: task.user.email,
    external,
  };
}

function dueTime(dueDate: string | null): number {
  if (dueDate === null) return Number.POSITIVE_INFINITY;
  const time = Date.parse(dueDate);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

function earlier(a: string | null, b: string | null): string | null {
  return dueTime(b) < dueTime(a) ? b : a;
}

function reasonOf(task: Task): PendingReason {
  const work = WORK_BY_TYPE[task.type];
  const assets = work === 'review' ? (task.assetUIDs ?? []) : [];
  const decisions = work === 'review' ? (task.decisions ?? []) : [];
  const decided = new Set(decisions.map((d) => d.assetUID));
  const rejected = new Set(
    decisions.filter((d) => d.decision === 'Rejected').map((d) => d.assetUID),
  );
  return {
    work,
    assignee: assigneeOf(task),
    assetCount: assets.length,
    decidedCount: decided.size,
    rejectedCount: rejected.size,
    assetName: task.requestedAssetName ?? null,
    dueDate: task.dueDate ?? null,
    overdue: false,
    taskUIDs: [task.taskUID],
  };
}

function mergeKey(reason: PendingReason): string {
  const who = reason.assignee.userUID ?? `mail:${reason.assignee.email.toLowerCase()}`;
  // A changed-asset upload names its asset, so two of them are two different things to wait for.
  const what =
    reason.work === 'uploadChangedAsset' ? `${reason.work}:${reason.assetName ?? ''}` : reason.work;
  return `${who}|${what}`;
}

function merge(into: PendingReason, next: PendingReason): void {
  into.assetCount += next.assetCount;
  into.decidedCount += next.decidedCount;
  into.rejectedCount += next.rejectedCount;
  into.dueDate = earlier(into.dueDate, next.dueDate);
  into.taskUIDs.push(...next.taskUIDs);
}

/**
 * Who and what a project waits on, from its open tasks, their decisions and reviewStatus.
 * Open work is merged per person and kind, then sorted by due date (overdue first, undated
 * last), then by name. Pure: `now` decides what is overdue.
 */
export function deriveWhyPending(project: PendingInput, now: number = Date.now()): PendingSummary {
  const { projectState: state, reviewStatus } = project;
  if (state === 'Completed' || state === 'Archived') return { kind: 'closed', state };
  if (state === 'InTransit') return { kind: 'inTransit' };
  const onHold = state === 'OnHold';
  if (project.tasks === undefined) {
    return { kind: 'countsOnly', onHold, pendingCount: reviewStatus.pendingCount };
  }
  const merged = new Map<string, PendingReason>();
  for (const task of project.tasks) {
    if (task.status !== 'Pending') continue;
    const reason = reasonOf(task);
    const key = mergeKey(reason);
    const existing = merged.get(key);
    if (existing) merge(existing, reason);
    else merged.set(key, reason);
  }
  if (merged.size === 0) {
    return {
      kind: 'idle',
      onHold,
      approvedCount: reviewStatus.approvedCount,
      rejectedCount: reviewStatus.rejectedCount,
    };
  }
  const reasons = [...merged.values()].map((reason) => ({
    ...reason,
    overdue: dueTime(reason.dueDate) < now,
  }));
  reasons.sort(
    (a, b) =>
      dueTime(a.dueDate) - dueTime(b.dueDate) || a.assignee.name.localeCompare(b.assignee.name),
  );
  return { kind: 'waiting', onHold, reasons };
}
