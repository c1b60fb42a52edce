import type { WorkflowRole } from '@/api/types';
import type { ServiceContext } from '../context';
import { ValidationProblem, type FieldErrors } from '../http/errors';
import type { ClientRow } from '../store/rows';
import type { StoredWorkflowAction } from '../store/rows-workflows';
import { PROJECT_OWNERS_ROLE } from './tasks-roles';
import { usersOfClient } from './permissions';

/** An action with the error path of each of its fields. */
export interface ActionWithPaths {
  action: StoredWorkflowAction;
  pathOf: (field: string) => string;
}

export interface ReferenceCheck {
  client: ClientRow;
  /** The workflow being updated (a SwitchToWorkflow cannot target it); undefined on create. */
  selfUID?: string;
  actions: readonly ActionWithPaths[];
  roles: readonly WorkflowRole[];
}

/**
 * Checks what the actions point at against the client and the workflow's roles: users of
 * the client, roles of the workflow (or projectOwners), the client's Kanban columns,
 * another workflow of the same client. 400 keyed by field path, as the other checks.
 */
export function assertWorkflowReferences(ctx: ServiceContext, check: ReferenceCheck): void {
  const errors: FieldErrors = {};
  const fail = (path: string, message: string) => (errors[path] ??= []).push(message);
  const members = new Set(usersOfClient(ctx, check.client.clientUID).map((user) => user.userUID));
  const roleUids = new Set(check.roles.map((role) => role.uid));
  const columns = new Set(check.client.kanbanColumns.map((column) => column.uid));
  const isRole = (uid: string) => uid === PROJECT_OWNERS_ROLE || roleUids.has(uid);

  for (const { action, pathOf } of check.actions) {
    const strangers = (action.userUIDs ?? []).filter((uid) => !members.has(uid));
    if (strangers.length > 0)
      fail(pathOf('userUIDs'), `Not users of the workflow's client: ${strangers.join(', ')}.`);
    if (action.triggerExecutorUid !== undefined && !members.has(action.triggerExecutorUid)) {
      fail(
        pathOf('triggerExecutorUid'),
        `'${action.triggerExecutorUid}' is not a user of the workflow's client.`,
      );
    }
    if (action.reactionType === 'AssignUserRoles') {
      const wrong = (action.roleUids ?? []).filter((uid) => !roleUids.has(uid));
      if (wrong.length > 0) {
        fail(
          pathOf('roleUids'),
          `AssignUserRoles fills roles of this workflow; not such roles: ${wrong.join(', ')} (projectOwners is always filled).`,
        );
      } else if ((action.roleUids ?? []).length === 0 && check.roles.length === 0) {
        fail(
          pathOf('roleUids'),
          'AssignUserRoles needs roles to fill: declare roles in the workflow or list them in roleUids.',
        );
      }
    } else {
      const unknownRoles = (action.roleUids ?? []).filter((uid) => !isRole(uid));
      if (unknownRoles.length > 0)
        fail(
          pathOf('roleUids'),
          `Not roles of this workflow (or ${PROJECT_OWNERS_ROLE}): ${unknownRoles.join(', ')}.`,
        );
    }
    if (action.triggerRoleUid !== undefined && !isRole(action.triggerRoleUid)) {
      fail(
        pathOf('triggerRoleUid'),
        `'${action.triggerRoleUid}' is not a role of this workflow (or ${PROJECT_OWNERS_ROLE}).`,
      );
    }
    const unknownTriggerRoles = (action.triggerRoleIds ?? []).filter((uid) => !isRole(uid));
    if (unknownTriggerRoles.length > 0) {
      fail(
        pathOf('triggerRoleIds'),
        `Not roles of this workflow (or ${PROJECT_OWNERS_ROLE}): ${unknownTriggerRoles.join(', ')}.`,
      );
    }
    if (action.targetKanbanColumnUid !== undefined && !columns.has(action.targetKanbanColumnUid)) {
      fail(
        pathOf('targetKanbanColumnUid'),
        `'${action.targetKanbanColumnUid}' is not a Kanban column of the workflow's client.`,
      );
    }
    if (action.targetWorkflowUid !== undefined) {
      const target = ctx.db.get('workflows', action.targetWorkflowUid);
      if (action.targetWorkflowUid === check.selfUID) {
        fail(pathOf('targetWorkflowUid'), 'A workflow cannot switch to itself.');
      } else if (target?.clientUID !== check.client.clientUID) {
        fail(
          pathOf('targetWorkflowUid'),
          `'${action.targetWorkflowUid}' is not a workflow of the same client.`,
        );
      }
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationProblem(errors);
}
