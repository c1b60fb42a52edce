import type { Workflow } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { newUid } from '@/offline/platform/ids';
import { requireClientAdmin } from '@/offline/users';
import { canSeeClient } from '@/offline/users';
import { assertWorkflowReferences, type ActionWithPaths } from './references';
import type { readWorkflowCreate, readWorkflowUpdate } from './validation';
import type { UserRow } from '@/offline/users';
import type { WorkflowRow } from './rows';

/** The wire record of a workflow (actions in stored order, with the x-extension fields). */
export function toWorkflowRecord(row: WorkflowRow): Workflow {
  return {
    workflowUID: row.workflowUID,
    name: row.name,
    created: row.created,
    clientUID: row.clientUID,
    actions: row.actions.map((action) => structuredClone(action)),
    roles: row.roles.map((role) => ({ ...role })),
  };
}

/** The workflow if it exists in one of the user's clients, else 404. */
function requireVisibleWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  workflowUID: string,
): WorkflowRow {
  const row = ctx.db.get('workflows', workflowUID);
  if (!row || !canSeeClient(user, row.clientUID))
    throw notFound(`Workflow '${workflowUID}' was not found.`);
  return row;
}

/** Workflows of the user's clients (or of one of them), oldest first. */
export function listWorkflows(
  ctx: ServiceContext,
  user: UserRow,
  filter: { workflowUID?: string; clientUID?: string },
): WorkflowRow[] {
  if (filter.clientUID !== undefined && !canSeeClient(user, filter.clientUID)) {
    throw notFound(`Client '${filter.clientUID}' is not available for this user.`);
  }
  if (filter.workflowUID !== undefined) {
    const row = requireVisibleWorkflow(ctx, user, filter.workflowUID);
    return filter.clientUID === undefined || row.clientUID === filter.clientUID ? [row] : [];
  }
  return ctx.db
    .rows('workflows')
    .filter(
      (row) =>
        canSeeClient(user, row.clientUID) &&
        (filter.clientUID === undefined || row.clientUID === filter.clientUID),
    )
    .sort(
      (a, b) => a.created.localeCompare(b.created) || a.workflowUID.localeCompare(b.workflowUID),
    );
}

/** POST /api/v1/workflow: 412 unless the client is one of the user's active clients. */
export function createWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  input: ReturnType<typeof readWorkflowCreate>,
): WorkflowRow {
  const client = ctx.db.get('clients', input.clientUID);
  if (!client || !canSeeClient(user, client.clientUID)) {
    throw preconditionFailed(
      `clientUID '${input.clientUID}' is invalid: there is no active client with this id for the user.`,
    );
  }
  requireClientAdmin(ctx, user, client.clientUID, 'workflow.create');
  const roles = input.roles?.roles ?? [];
  assertWorkflowReferences(ctx, { client, actions: input.actions.read, roles });
  const row: WorkflowRow = {
    workflowUID: newUid(),
    clientUID: client.clientUID,
    name: input.name ?? null,
    created: ctx.clock.nowIso(),
    actions: input.actions.actions,
    roles,
  };
  return ctx.db.insert('workflows', row.workflowUID, row);
}

/**
 * PUT /api/v1/workflow (x-extension): only the fields sent change. When only the roles
 * change, the stored actions must still fit them (errors keyed by `roles`).
 */
export function updateWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  input: ReturnType<typeof readWorkflowUpdate>,
): WorkflowRow {
  const row = requireVisibleWorkflow(ctx, user, input.workflowUID);
  requireClientAdmin(ctx, user, row.clientUID, 'workflow.update');
  const client = ctx.db.get('clients', row.clientUID);
  if (!client) throw notFound(`The client of workflow '${row.workflowUID}' no longer exists.`);
  const roles = input.roles?.roles ?? row.roles;
  const rolesKey = input.keyOf('roles');
  const actions: readonly ActionWithPaths[] =
    input.actions?.read ?? row.actions.map((action) => ({ action, pathOf: () => rolesKey }));
  assertWorkflowReferences(ctx, { client, selfUID: row.workflowUID, actions, roles });
  const patch: Partial<WorkflowRow> = { roles };
  if (input.name !== undefined) patch.name = input.name;
  if (input.actions) patch.actions = input.actions.actions;
  return ctx.db.update('workflows', row.workflowUID, patch) ?? row;
}

/**
 * DELETE /api/v1/workflow (x-extension). 412 while another workflow switches to it;
 * projects bound to it are unbound (their workflow processing ends).
 */
export function deleteWorkflow(ctx: ServiceContext, user: UserRow, workflowUID: string): void {
  const row = requireVisibleWorkflow(ctx, user, workflowUID);
  requireClientAdmin(ctx, user, row.clientUID, 'workflow.delete');
  for (const other of ctx.db.rows('workflows')) {
    const switcher =
      other.workflowUID !== row.workflowUID &&
      other.actions.find((a) => a.targetWorkflowUid === row.workflowUID);
    if (switcher) {
      throw preconditionFailed(
        `Workflow '${other.name ?? other.workflowUID}' switches to this workflow (action '${switcher.uid}'); change that action first.`,
      );
    }
  }
  for (const project of ctx.db.rows('projects')) {
    if (project.workflowUID === row.workflowUID)
      ctx.db.update('projects', project.projectUID, { workflowUID: null });
  }
  ctx.db.remove('workflows', row.workflowUID);
}
