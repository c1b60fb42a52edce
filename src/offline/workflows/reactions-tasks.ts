import type { WorkflowRole } from '@/api/types';
import {
  createAssignRolesTask,
  createExternalReviewTask,
  createReviewTask,
  createUploadTask,
  type TaskBaseInput,
} from '@/offline/tasks';
import { assetsOfProject } from '@/offline/tasks';
import {
  ASSET_WAITING_REACTIONS,
  WAITING_FOR_ASSETS,
  roleTaskReceivers,
  rolesToFill,
} from '@/domain/workflows/recipients';
import { splitEmails } from '@/domain/workflows/vocabulary';
import type { TaskRow } from '@/offline/tasks';
import {
  done,
  failed,
  skipped,
  waiting,
  type Reaction,
  type ReactionEnv,
  type ReactionResult,
} from './reaction-types';
import { sendUploadRequest } from './reactions-mail';
import { resolveRecipients } from './roles';

const DAY_MS = 86_400_000;

/** Due date = task creation time plus daysToDueDate days (UTC date-time); none without it. */
function dueDateOf(env: ReactionEnv): string | null {
  const days = env.action.daysToDueDate;
  return days === undefined ? null : new Date(env.ctx.clock.now() + days * DAY_MS).toISOString();
}

function base(env: ReactionEnv): TaskBaseInput {
  return {
    project: env.project,
    dueDate: dueDateOf(env),
    comment: env.action.comment ?? null,
    createdBy: null,
  };
}

function reviewOptions(env: ReactionEnv) {
  const { action } = env;
  return {
    checklistName: action.checklistName ?? null,
    checklistItems: action.checklistItems ?? [],
    isSimpleMode: action.isSimpleMode ?? false,
    allowDownload: action.allowDownload ?? false,
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Creates one task per recipient; a recipient that fails does not stop the others. */
function perRecipient(
  recipients: readonly string[],
  create: (recipient: string) => TaskRow,
  what: string,
): ReactionResult {
  const created: string[] = [];
  const problems: string[] = [];
  for (const recipient of recipients) {
    try {
      created.push(create(recipient).taskUID);
    } catch (error) {
      problems.push(`${recipient}: ${errorText(error)}`);
    }
  }
  const problemText = problems.length > 0 ? ` Not created for ${problems.join('; ')}` : '';
  if (created.length === 0) return failed(`No ${what} was created.${problemText}`);
  return done(`Created ${created.length} ${what}(s): ${created.join(', ')}.${problemText}`);
}

/** userUIDs plus the users bound to roleUids (projectOwners = the owners). */
function internalRecipients(env: ReactionEnv): { users: string[]; note: string } {
  const { userUIDs, unfilledRoles } = resolveRecipients(
    env.ctx,
    env.project,
    env.action.userUIDs,
    env.action.roleUids,
  );
  return {
    users: userUIDs,
    note: unfilledRoles.length > 0 ? ` Roles without users yet: ${unfilledRoles.join(', ')}.` : '',
  };
}

function uploadTasks(type: 'UploadAssets' | 'UploadRefDocs'): Reaction {
  return (env) => {
    const { users, note } = internalRecipients(env);
    if (users.length === 0) return skipped(`Nobody to give the task to.${note}`);
    return perRecipient(
      users,
      (userUID) => createUploadTask(env.ctx, { ...base(env), type, userUID }),
      `${type} task`,
    );
  };
}

/** The latest processed version of each asset: what a workflow review covers. */
function reviewableAssets(env: ReactionEnv): string[] {
  return assetsOfProject(env.ctx, env.project)
    .filter((asset) => asset.status === 'Processed')
    .map((asset) => asset.assetUID);
}

/** True when the reaction must wait: it covers processed assets and the project has none. */
function waitsForAssets(env: ReactionEnv, assetUIDs: readonly string[]): boolean {
  return ASSET_WAITING_REACTIONS.includes(env.action.reactionType) && assetUIDs.length === 0;
}

export const createInternalReviewTasks: Reaction = (env) => {
  const { users, note } = internalRecipients(env);
  if (users.length === 0) return skipped(`Nobody to give the review to.${note}`);
  const assetUIDs = reviewableAssets(env);
  if (waitsForAssets(env, assetUIDs)) return waiting(WAITING_FOR_ASSETS);
  return perRecipient(
    users,
    (userUID) =>
      createReviewTask(env.ctx, { ...base(env), userUID, assetUIDs, options: reviewOptions(env) }),
    'review task',
  );
};

/** One external review per contact, invited by e-mail in the action's language. */
export const createExternalReviewTasks: Reaction = (env) => {
  const contacts = splitEmails(env.action.contacts ?? '');
  if (contacts.length === 0) return skipped('No contacts to invite.');
  const assetUIDs = reviewableAssets(env);
  if (waitsForAssets(env, assetUIDs)) return waiting(WAITING_FOR_ASSETS);
  const { action } = env;
  return perRecipient(
    contacts,
    (email) =>
      createExternalReviewTask(env.ctx, {
        ...base(env),
        email,
        assetUIDs,
        password: action.password ?? null,
        emailSubject: action.emailSubject ?? null,
        language: action.emailLanguage,
        isAllowDownloadAssets: action.allowDownload ?? false,
        options: reviewOptions(env),
      }),
    'external review task',
  );
};

export const createInternalUploadAssetsTasks = uploadTasks('UploadAssets');
export const createInternalUploadRefDocsTasks = uploadTasks('UploadRefDocs');
export const requestExternalAssets: Reaction = (env) =>
  sendUploadRequest(env, 'assets', dueDateOf(env));
export const requestExternalRefDocs: Reaction = (env) =>
  sendUploadRequest(env, 'refDocs', dueDateOf(env));

/**
 * AssignUserRoles: one task listing the roles to fill (roleUids, else every role of the
 * workflow), for userUIDs when given, else for the project's first owner.
 */
export const assignUserRoles: Reaction = (env) => {
  const { workflow, action, project } = env;
  const roles: WorkflowRole[] = rolesToFill(workflow.roles, action.roleUids);
  if (roles.length === 0) return skipped('The workflow has no roles to fill.');
  const given = resolveRecipients(env.ctx, project, action.userUIDs).userUIDs;
  const receivers = roleTaskReceivers(given, project.ownerUIDs);
  return perRecipient(
    receivers,
    (userUID) => createAssignRolesTask(env.ctx, { ...base(env), userUID, roles }),
    'AssignUserRoles task',
  );
};
