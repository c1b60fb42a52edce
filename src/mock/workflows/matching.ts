import type { ServiceContext } from '../context';
import { TASK_TRIGGERS, splitEmails } from '@/domain/workflows/vocabulary';
import type { ProjectRow } from '../store/rows';
import type { StoredWorkflowAction } from '../store/rows-workflows';
import { usersOfRole } from './roles';
import type { TriggerOccurrence } from './triggers';

/**
 * Whether an action fires for a trigger occurrence. Besides the trigger type, task
 * triggers honour the action's executor filters, all of which must hold when set:
 * triggerExecutorUid (the task's assignee), triggerRoleUid / triggerRoleIds (the assignee
 * holds one of these roles on the project, projectOwners included) and triggerEmails (the
 * assignee's e-mail is listed; meant for external reviewers). ProjectCreated and
 * ManualTrigger ignore them.
 */
export function actionMatches(
  ctx: ServiceContext,
  project: ProjectRow,
  action: StoredWorkflowAction,
  occurrence: TriggerOccurrence,
): boolean {
  if (action.triggerType !== occurrence.type) return false;
  const executor = occurrence.executor;
  if (!TASK_TRIGGERS.includes(occurrence.type) || !executor) return true;
  if (action.triggerExecutorUid !== undefined && action.triggerExecutorUid !== executor.userUID)
    return false;
  const roles = [
    ...(action.triggerRoleUid === undefined ? [] : [action.triggerRoleUid]),
    ...(action.triggerRoleIds ?? []),
  ];
  if (roles.length > 0) {
    const uid = executor.userUID;
    if (uid === null || !roles.some((roleUid) => usersOfRole(ctx, project, roleUid).includes(uid)))
      return false;
  }
  if (action.triggerEmails !== undefined) {
    const listed = splitEmails(action.triggerEmails).map((email) => email.toLowerCase());
    if (!listed.includes(executor.email.toLowerCase())) return false;
  }
  return true;
}
