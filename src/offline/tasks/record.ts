import type { EventTask, Task } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { eventProjectOf } from '@/offline/projects';
import type { TaskRow } from './rows';
import { isReviewType } from './kinds';
import { decisionHistoryOfTask, decisionsOfTask } from './store';

/** Task events; task.completed carries the same Data as task.created (decisions.md). */
export type TaskEventType =
  'task.created' | 'task.completed' | 'task.deleted' | 'task.approved' | 'task.rejected';

/**
 * Where a review task opens: external ones at `<app origin>/external/<reviewToken>`
 * (decisions.md), internal ones in the review tool on the task's first asset.
 */
export function reviewUrlOf(row: TaskRow, serviceOrigin: string): string {
  const origin = row.appOrigin ?? serviceOrigin;
  if (row.external) return `${origin}/external/${encodeURIComponent(row.external.reviewToken)}`;
  const first = row.assetUIDs[0] ?? '';
  return `${origin}/review/${encodeURIComponent(first)}?taskUID=${encodeURIComponent(row.taskUID)}`;
}

/** GET /api/v1/task's record. Optional parts appear only on the task types they belong to. */
export function buildTaskRecord(ctx: ServiceContext, row: TaskRow): Task {
  const project = ctx.db.get('projects', row.projectUID);
  const user = row.userUID === null ? undefined : ctx.db.get('users', row.userUID);
  const record: Task = {
    taskUID: row.taskUID,
    projectUID: row.projectUID,
    projectName: project?.name ?? '',
    clientUID: row.clientUID,
    type: row.type,
    status: row.status,
    created: row.created,
    closed: row.closed,
    user: {
      userUID: row.userUID,
      fullName: user?.fullName ?? null,
      email: user?.email ?? row.email,
    },
    dueDate: row.dueDate,
    comment: row.comment,
  };
  if (isReviewType(row.type)) {
    record.reviewUrl = reviewUrlOf(row, ctx.appOrigin ?? ctx.origin);
    record.assetUIDs = [...row.assetUIDs];
    record.decisions = decisionsOfTask(ctx.db, row.taskUID).map((d) => ({
      assetUID: d.assetUID,
      decision: d.decision,
      comment: d.comment,
      created: d.created,
    }));
    record.decisionHistory = decisionHistoryOfTask(ctx.db, row.taskUID).map((d) => ({
      assetUID: d.assetUID,
      decision: d.decision,
      comment: d.comment,
      created: d.created,
      reviewer: d.reviewer,
      current: d.current,
    }));
  }
  if (row.type === 'UploadChangedAsset') {
    record.requestedAssetName = row.requestedAssetName ?? '';
    if (row.requestedAssetUID !== null) record.requestedAssetUID = row.requestedAssetUID;
  }
  if (row.review) {
    record.checklistName = row.review.checklistName;
    record.checklistItems = [...row.review.checklistItems];
    record.isSimpleMode = row.review.isSimpleMode;
    if (!row.external) record.allowDownload = row.review.allowDownload;
  }
  if (row.external) {
    record.isAllowDownloadAssets = row.external.isAllowDownloadAssets;
    record.isReadOnly = row.external.isReadOnly;
    record.emailLanguage = row.external.language;
    record.hasPassword = row.external.password !== null;
    record.linkState = row.external.linkState;
  }
  if (row.type === 'AssignUserRoles') record.roles = row.roles.map((role) => ({ ...role }));
  return record;
}

/** The task entity of event payloads, PascalCase (spec.md fields only). */
function toEventTask(record: Task): EventTask {
  const task: EventTask = {
    TaskUID: record.taskUID,
    ProjectUID: record.projectUID,
    ProjectName: record.projectName,
    ClientUID: record.clientUID,
    Type: record.type,
    Status: record.status,
    Created: record.created,
    Closed: record.closed,
    User: {
      UserUID: record.user.userUID,
      FullName: record.user.fullName,
      Email: record.user.email,
    },
  };
  if (record.reviewUrl !== undefined) task.ReviewUrl = record.reviewUrl;
  if (record.requestedAssetName !== undefined) task.RequestedAssetName = record.requestedAssetName;
  return task;
}

/** Emits a task event for the task's client: {TaskUID, Project, Task}. Skipped when the project is gone. */
export function emitTaskEvent(ctx: ServiceContext, type: TaskEventType, row: TaskRow): void {
  const project = ctx.db.get('projects', row.projectUID);
  if (!project) return;
  ctx.events.emit(row.clientUID, type, {
    TaskUID: row.taskUID,
    Project: eventProjectOf(ctx, project),
    Task: toEventTask(buildTaskRecord(ctx, row)),
  });
}
