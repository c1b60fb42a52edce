import type { TaskType, WorkflowRole } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { preconditionFailed, ValidationProblem } from '@/offline/platform/http/errors';
import { newToken, newUid } from '@/offline/platform/ids';
import { composeInvitation } from '@/offline/mail';
import { DEFAULT_EMAIL_LANGUAGE } from '@/offline/mail';
import { sendEmail } from '@/offline/mail';
import type { UserRow } from '@/offline/users';
import type { ProjectRow } from '@/offline/projects';
import type { ExternalReviewRow, ReviewOptionsRow, TaskRow } from './rows';
import { emitTaskEvent, reviewUrlOf } from './record';
import { assertProjectTaskable, requireProjectAssets } from './store';

/** What every task creation takes. Callers resolve the project (404) first. */
export interface TaskBaseInput {
  project: ProjectRow;
  /** `YYYY-MM-DD` or UTC date-time (normalised). */
  dueDate?: string | null;
  comment?: string | null;
  /** Origin of the app review links point at; default the service's origin. */
  appOrigin?: string;
  /** The API caller; null for workflow-made tasks. */
  createdBy?: UserRow | null;
}

interface UploadTaskInput extends TaskBaseInput {
  type: 'UploadAssets' | 'UploadRefDocs' | 'UploadVideo';
  userUID: string;
}

interface ChangedAssetTaskInput extends TaskBaseInput {
  userUID: string;
  /** Must be an asset of the project (404 otherwise). */
  assetUID: string;
}

interface ReviewTaskInput extends TaskBaseInput {
  userUID: string;
  /** One or more assets of the project (404 for one that is not). */
  assetUIDs: readonly string[];
  type?: 'ReviewAssets' | 'ReviewVideo';
  options?: Partial<ReviewOptionsRow>;
}

interface ExternalReviewTaskInput extends TaskBaseInput {
  email: string;
  assetUIDs: readonly string[];
  type?: 'ExternalReviewAssets' | 'ExternalReviewVideo';
  password?: string | null;
  emailSubject?: string | null;
  language?: ExternalReviewRow['language'];
  isReadOnly?: boolean;
  isAllowDownloadAssets?: boolean;
  options?: Partial<ReviewOptionsRow>;
  /** Who the invitation names as sender; default the creator's name, else the client's. */
  senderName?: string;
}

interface AssignRolesTaskInput extends TaskBaseInput {
  userUID: string;
  /** The roles that need users (1+). */
  roles: readonly WorkflowRole[];
}

/** spec.md: 412 when no user with the UID exists; only active users of the project's client count. */
function requireAssignableUser(ctx: ServiceContext, project: ProjectRow, userUID: string): UserRow {
  const user = ctx.db.get('users', userUID);
  if (!user?.active || !user.clientUIDs.includes(project.clientUID)) {
    throw preconditionFailed(
      `User '${userUID}' was not found among the users of this project's client.`,
    );
  }
  return user;
}

function reviewOptions(options: Partial<ReviewOptionsRow> | undefined): ReviewOptionsRow {
  return {
    checklistName: options?.checklistName ?? null,
    checklistItems: [...(options?.checklistItems ?? [])],
    isSimpleMode: options?.isSimpleMode ?? false,
    allowDownload: options?.allowDownload ?? false,
  };
}

function newTaskRow(
  ctx: ServiceContext,
  input: TaskBaseInput,
  type: TaskType,
  userUID: string | null,
  email: string,
): TaskRow {
  return {
    taskUID: newUid(),
    projectUID: input.project.projectUID,
    clientUID: input.project.clientUID,
    type,
    status: 'Pending',
    created: ctx.clock.nowIso(),
    closed: null,
    userUID,
    email,
    dueDate: input.dueDate ?? null,
    comment: input.comment ?? null,
    appOrigin: input.appOrigin ?? ctx.appOrigin ?? ctx.origin,
    assetUIDs: [],
    requestedAssetUID: null,
    requestedAssetName: null,
    external: null,
    review: null,
    roles: [],
    createdByUserUID: input.createdBy?.userUID ?? null,
  };
}

function insertTask(ctx: ServiceContext, row: TaskRow): TaskRow {
  ctx.db.insert('tasks', row.taskUID, row);
  emitTaskEvent(ctx, 'task.created', row);
  return row;
}

function requireSomeAssets(assetUIDs: readonly string[]): void {
  if (assetUIDs.length === 0)
    throw ValidationProblem.of('assetUIDs', 'The assetUIDs field needs at least 1 item.');
}

/** POST /task/asset_upload and /refdoc_upload (and UploadVideo for workflows). */
export function createUploadTask(ctx: ServiceContext, input: UploadTaskInput): TaskRow {
  assertProjectTaskable(input.project);
  const user = requireAssignableUser(ctx, input.project, input.userUID);
  return insertTask(ctx, newTaskRow(ctx, input, input.type, user.userUID, user.email));
}

/** POST /task/asset_change_upload: the upload makes the next version of the asset. */
export function createChangedAssetTask(ctx: ServiceContext, input: ChangedAssetTaskInput): TaskRow {
  assertProjectTaskable(input.project);
  const user = requireAssignableUser(ctx, input.project, input.userUID);
  const [asset] = requireProjectAssets(ctx, input.project, [input.assetUID]);
  const row = newTaskRow(ctx, input, 'UploadChangedAsset', user.userUID, user.email);
  row.requestedAssetUID = input.assetUID;
  row.requestedAssetName = asset?.name ?? null;
  return insertTask(ctx, row);
}

/** POST /task/review_asset (plus the review options workflows pass). */
export function createReviewTask(ctx: ServiceContext, input: ReviewTaskInput): TaskRow {
  assertProjectTaskable(input.project);
  const user = requireAssignableUser(ctx, input.project, input.userUID);
  requireSomeAssets(input.assetUIDs);
  const assets = requireProjectAssets(ctx, input.project, input.assetUIDs);
  const row = newTaskRow(ctx, input, input.type ?? 'ReviewAssets', user.userUID, user.email);
  row.assetUIDs = assets.map((asset) => asset.assetUID);
  row.review = reviewOptions(input.options);
  return insertTask(ctx, row);
}

/** POST /task/review_asset_ext: creates the task and e-mails the review link in the chosen language. */
export function createExternalReviewTask(
  ctx: ServiceContext,
  input: ExternalReviewTaskInput,
): TaskRow {
  assertProjectTaskable(input.project);
  requireSomeAssets(input.assetUIDs);
  const assets = requireProjectAssets(ctx, input.project, input.assetUIDs);
  const row = newTaskRow(ctx, input, input.type ?? 'ExternalReviewAssets', null, input.email);
  const password =
    input.password === undefined || input.password === null || input.password === ''
      ? null
      : input.password;
  const language = input.language ?? DEFAULT_EMAIL_LANGUAGE;
  row.assetUIDs = assets.map((asset) => asset.assetUID);
  row.review = reviewOptions(input.options);
  row.external = {
    reviewToken: newToken(24),
    password,
    language,
    emailSubject: input.emailSubject ?? null,
    isReadOnly: input.isReadOnly ?? false,
    isAllowDownloadAssets: input.isAllowDownloadAssets ?? false,
    linkState: 'Active',
  };
  insertTask(ctx, row);
  const reviewUrl = reviewUrlOf(row, ctx.origin);
  const email = composeInvitation({
    language,
    senderName:
      input.senderName ??
      input.createdBy?.fullName ??
      ctx.db.get('clients', row.clientUID)?.name ??
      'Proofdesk',
    projectName: input.project.name,
    assetNames: assets.map((asset) => asset.name),
    dueDate: row.dueDate,
    comment: row.comment,
    hasPassword: password !== null,
    isReadOnly: row.external.isReadOnly,
    isAllowDownloadAssets: row.external.isAllowDownloadAssets,
    reviewUrl,
    subjectOverride: row.external.emailSubject,
  });
  sendEmail(ctx, {
    to: row.email,
    language,
    ...email,
    kind: 'ExternalReviewInvitation',
    clientUID: row.clientUID,
    taskUID: row.taskUID,
  });
  return row;
}

/** The AssignUserRoles reaction of workflows: a task listing the roles that need users. */
export function createAssignRolesTask(ctx: ServiceContext, input: AssignRolesTaskInput): TaskRow {
  assertProjectTaskable(input.project);
  const user = requireAssignableUser(ctx, input.project, input.userUID);
  if (input.roles.length === 0)
    throw ValidationProblem.of('roles', 'An AssignUserRoles task needs at least one role.');
  const row = newTaskRow(ctx, input, 'AssignUserRoles', user.userUID, user.email);
  row.roles = input.roles.map((role) => ({
    uid: role.uid,
    name: role.name,
    isInternal: role.isInternal,
  }));
  return insertTask(ctx, row);
}
