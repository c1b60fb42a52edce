import type { TriggerType } from '@/api/types';
import type { ActionDraft } from './action-rules';
import { TASK_TRIGGERS, splitEmails } from './vocabulary';

/** Who completed the task behind a task trigger. */
export interface Executor {
  /** Null for reviewers outside the company. */
  userUID: string | null;
  email: string;
}

/** The parts of an action its trigger matching reads. */
export type TriggerFilters = Pick<
  ActionDraft,
  'triggerType' | 'triggerExecutorUid' | 'triggerRoleUid' | 'triggerRoleIds' | 'triggerEmails'
>;

/**
 * Whether an action fires for a trigger (the same rule for the offline engine and the
 * simulation). Besides the trigger type, task triggers honour the action's executor
 * filters, all of which must hold when set: triggerExecutorUid (the task's assignee),
 * triggerRoleUid / triggerRoleIds (the assignee holds one of these roles on the project,
 * projectOwners included; `usersOfRole` answers who holds a role) and triggerEmails (the
 * assignee's e-mail is listed). ProjectCreated and ManualTrigger ignore them.
 */
export function actionMatchesTrigger(
  action: TriggerFilters,
  trigger: TriggerType,
  executor: Executor | undefined,
  usersOfRole: (roleUid: string) => readonly string[],
): boolean {
  if (action.triggerType !== trigger) return false;
  if (!TASK_TRIGGERS.includes(trigger) || !executor) return true;
  if (action.triggerExecutorUid !== undefined && action.triggerExecutorUid !== executor.userUID)
    return false;
  const roles = [
    ...(action.triggerRoleUid === undefined ? [] : [action.triggerRoleUid]),
    ...(action.triggerRoleIds ?? []),
  ];
  if (roles.length > 0) {
    const uid = executor.userUID;
    if (uid === null || !roles.some((roleUid) => usersOfRole(roleUid).includes(uid))) return false;
  }
  if (action.triggerEmails !== undefined) {
    const listed = splitEmails(action.triggerEmails).map((email) => email.toLowerCase());
    if (!listed.includes(executor.email.toLowerCase())) return false;
  }
  return true;
}
