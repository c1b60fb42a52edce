import type { EventData } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound } from '@/offline/platform/http/errors';
import { newUid } from '@/offline/platform/ids';
import { eventProjectOf } from './record';
import { requireClient } from '@/offline/users';
import {
  assertDeletable,
  assertEditable,
  assertMovable,
  planStateChange,
  type RequestableState,
} from './state';
import {
  assertProjectReferences,
  diffProject,
  EDITED_ATTRIBUTES,
  type ProjectCreateInput,
  type ProjectFieldsInput,
} from './validation';
import type { UserRow } from '@/offline/users';
import type { ProjectRow, ProjectStateName } from './rows';

/** Creates a project in the caller's (or the given) client, in its first Kanban column. */
export function createProject(
  ctx: ServiceContext,
  user: UserRow,
  input: ProjectCreateInput,
): ProjectRow {
  const client = requireClient(ctx, user, input.clientUID);
  assertProjectReferences(ctx, client, input);
  const row: ProjectRow = {
    projectUID: newUid(),
    clientUID: client.clientUID,
    state: 'Active',
    name: input.name,
    customer: input.customer ?? null,
    project: input.project ?? null,
    design: input.design ?? null,
    revision: input.revision ?? null,
    description: input.description ?? null,
    tags: input.tags ?? [],
    dueDate: input.dueDate ?? null,
    created: ctx.clock.nowIso(),
    templateUID: input.templateUID ?? null,
    kanbanColumnUID: client.kanbanColumns[0]?.uid ?? null,
    folderUID: input.folderUID ?? null,
    ownerUIDs: input.ownerUIDs,
    workflowUID: input.workflowUID ?? null,
    metadata: [],
    transit: null,
  };
  ctx.db.insert('projects', row.projectUID, row);
  ctx.events.emit(row.clientUID, 'project.created', {
    ProjectUID: row.projectUID,
    Name: row.name,
    Project: eventProjectOf(ctx, row),
  });
  return row;
}

/** Applies only the fields sent; one project.edited per attribute that really changed. */
export function editProject(
  ctx: ServiceContext,
  project: ProjectRow,
  changes: ProjectFieldsInput,
): ProjectRow {
  assertEditable(project.state);
  const client = ctx.db.get('clients', project.clientUID);
  if (!client) throw notFound(`The client of project '${project.projectUID}' no longer exists.`);
  assertProjectReferences(ctx, client, changes);
  const patch = diffProject(project, changes);
  const row = ctx.db.update('projects', project.projectUID, patch) ?? project;
  const eventProject = eventProjectOf(ctx, row);
  for (const [field, attribute] of Object.entries(EDITED_ATTRIBUTES) as [
    keyof typeof EDITED_ATTRIBUTES,
    EventData<'project.edited'>['Attribute'],
  ][]) {
    if (!(field in patch)) continue;
    const value = row[field];
    ctx.events.emit(row.clientUID, 'project.edited', {
      ProjectUID: row.projectUID,
      Attribute: attribute,
      Value: Array.isArray(value) ? [...value] : value,
      Project: eventProject,
    });
  }
  return row;
}

export function deleteProject(ctx: ServiceContext, project: ProjectRow): void {
  assertDeletable(project.state);
  for (const hook of ctx.projects.onDeleted) hook(project);
  ctx.db.remove('projects', project.projectUID);
}

export function moveToKanbanColumn(
  ctx: ServiceContext,
  project: ProjectRow,
  columnUID: string,
): ProjectRow {
  const client = ctx.db.get('clients', project.clientUID);
  if (!client?.kanbanColumns.some((column) => column.uid === columnUID)) {
    throw notFound(`Kanban column '${columnUID}' is not available for this project.`);
  }
  assertMovable(project.state);
  return ctx.db.update('projects', project.projectUID, { kanbanColumnUID: columnUID }) ?? project;
}

export function moveToFolder(
  ctx: ServiceContext,
  project: ProjectRow,
  folderUID: string,
): ProjectRow {
  const client = ctx.db.get('clients', project.clientUID);
  if (!client?.folders.some((folder) => folder.uid === folderUID)) {
    throw notFound(`Folder '${folderUID}' is not available for this project.`);
  }
  assertMovable(project.state);
  return ctx.db.update('projects', project.projectUID, { folderUID }) ?? project;
}

/** Writes a state, emits project.state and runs the extensions' state hooks. */
function applyState(
  ctx: ServiceContext,
  project: ProjectRow,
  to: ProjectStateName,
  patch: Partial<ProjectRow> = {},
): ProjectRow {
  const from = project.state;
  const row = ctx.db.update('projects', project.projectUID, { ...patch, state: to }) ?? project;
  ctx.events.emit(row.clientUID, 'project.state', {
    ProjectUID: row.projectUID,
    State: to,
    Project: eventProjectOf(ctx, row),
  });
  for (const hook of ctx.projects.onStateChanged) hook({ project: row, from, to });
  return row;
}

/**
 * PUT /api/v1/project/state. Direct moves apply at once; moves to or from Archived set
 * InTransit and record when the move ends ({@link ProjectRow.transit}); the projects
 * module's timer then calls {@link finishTransit}.
 */
export function requestState(
  ctx: ServiceContext,
  project: ProjectRow,
  requested: RequestableState,
  transitOfflineMs: number,
): ProjectRow {
  const plan = planStateChange(project.state, requested);
  if (!plan.viaTransit) return applyState(ctx, project, plan.to);
  const until = ctx.clock.now() + ctx.clock.toRealMs(transitOfflineMs);
  return applyState(ctx, project, 'InTransit', { transit: { target: plan.to, until } });
}

/** Ends a move to or from the archive; harmless when the project is gone or not moving. */
export function finishTransit(ctx: ServiceContext, projectUID: string): void {
  const row = ctx.db.get('projects', projectUID);
  if (!row?.transit || row.state !== 'InTransit') return;
  applyState(ctx, row, row.transit.target, { transit: null });
}
