import type { WorkflowRole } from '@/api/types';
import { englishMessage } from '@/domain/workflows/problems';
import { referenceProblems } from '@/domain/workflows/references';
import type { ServiceContext } from '@/offline/platform/context';
import { ValidationProblem, type FieldErrors } from '@/offline/platform/http/errors';
import type { ClientRow } from '@/offline/users';
import type { StoredWorkflowAction } from './rows';
import { usersOfClient } from '@/offline/users';

/** An action with the error path of each of its fields. */
export interface ActionWithPaths {
  action: StoredWorkflowAction;
  pathOf: (field: string) => string;
}

interface ReferenceCheck {
  client: ClientRow;
  /** The workflow being updated (a SwitchToWorkflow cannot target it); undefined on create. */
  selfUID?: string;
  actions: readonly ActionWithPaths[];
  roles: readonly WorkflowRole[];
}

/**
 * Checks what the actions point at against the client and the workflow's roles, with the
 * shared workflow model's rules; 400 keyed by field path, as the other checks.
 */
export function assertWorkflowReferences(ctx: ServiceContext, check: ReferenceCheck): void {
  const { clientUID } = check.client;
  const scope = {
    members: new Set(usersOfClient(ctx, clientUID).map((user) => user.userUID)),
    columns: new Set(check.client.kanbanColumns.map((column) => column.uid)),
    workflows: new Set(
      ctx.db
        .rows('workflows')
        .filter((row) => row.clientUID === clientUID)
        .map((row) => row.workflowUID),
    ),
    selfUID: check.selfUID,
  };
  const errors: FieldErrors = {};
  for (const { action, pathOf } of check.actions) {
    for (const found of referenceProblems(action, check.roles, scope))
      (errors[pathOf(found.field)] ??= []).push(englishMessage(found));
  }
  if (Object.keys(errors).length > 0) throw new ValidationProblem(errors);
}
