import type { WorkflowRole } from '@/api/types';
import type { ActionDraft } from './action-rules';
import { problem, type Problem } from './problems';
import { PROJECT_OWNERS_ROLE } from './vocabulary';

/** What the actions may point at: the client's users, columns and other workflows. */
export interface ReferenceScope {
  members: ReadonlySet<string>;
  columns: ReadonlySet<string>;
  /** Workflow UIDs of the same client. */
  workflows: ReadonlySet<string>;
  /** The workflow being edited (it cannot switch to itself); undefined for a new one. */
  selfUID?: string | undefined;
}

/**
 * Checks one action's references against the client and the workflow's roles: users of the
 * client, roles of the workflow (or projectOwners), the client's Kanban columns, another
 * workflow of the same client.
 */
export function referenceProblems(
  action: ActionDraft,
  roles: readonly WorkflowRole[],
  scope: ReferenceScope,
): Problem[] {
  const out: Problem[] = [];
  const roleUids = new Set(roles.map((role) => role.uid));
  const isRole = (uid: string) => uid === PROJECT_OWNERS_ROLE || roleUids.has(uid);
  const add = (field: string, code: Problem['code'], value = '') =>
    out.push(problem(field, code, { value }));

  const strangers = (action.userUIDs ?? []).filter((uid) => !scope.members.has(uid));
  if (strangers.length > 0) add('userUIDs', 'notClientUsers', strangers.join(', '));
  if (action.triggerExecutorUid && !scope.members.has(action.triggerExecutorUid))
    add('triggerExecutorUid', 'executorNotClientUser', action.triggerExecutorUid);
  if (action.reactionType === 'AssignUserRoles') {
    const wrong = (action.roleUids ?? []).filter((uid) => !roleUids.has(uid));
    if (wrong.length > 0) add('roleUids', 'notAssignableRoles', wrong.join(', '));
    else if ((action.roleUids ?? []).length === 0 && roles.length === 0)
      add('roleUids', 'noRolesToAssign');
  } else {
    const unknown = (action.roleUids ?? []).filter((uid) => !isRole(uid));
    if (unknown.length > 0) add('roleUids', 'notRoles', unknown.join(', '));
  }
  if (action.triggerRoleUid && !isRole(action.triggerRoleUid))
    add('triggerRoleUid', 'notRole', action.triggerRoleUid);
  const unknownTriggerRoles = (action.triggerRoleIds ?? []).filter((uid) => !isRole(uid));
  if (unknownTriggerRoles.length > 0)
    add('triggerRoleIds', 'notRoles', unknownTriggerRoles.join(', '));
  if (action.targetKanbanColumnUid && !scope.columns.has(action.targetKanbanColumnUid))
    add('targetKanbanColumnUid', 'notClientColumn', action.targetKanbanColumnUid);
  if (action.targetWorkflowUid) {
    if (action.targetWorkflowUid === scope.selfUID) add('targetWorkflowUid', 'switchToSelf');
    else if (!scope.workflows.has(action.targetWorkflowUid))
      add('targetWorkflowUid', 'notClientWorkflow', action.targetWorkflowUid);
  }
  return out;
}
