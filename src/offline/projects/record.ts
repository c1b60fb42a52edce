import type { EventProject, Project, ReviewStatus } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import type { ProjectRow } from './rows';

/** Which child collections to add (the IsLoad* query flags). */
export interface ProjectIncludes {
  assets?: boolean;
  /** Default true: only the latest version of each asset. */
  lastVersionOnly?: boolean;
  tasks?: boolean;
  refDocs?: boolean;
  metadata?: boolean;
}

function reviewStatusOf(ctx: ServiceContext, row: ProjectRow): ReviewStatus {
  const status: ReviewStatus = { pendingCount: 0, approvedCount: 0, rejectedCount: 0 };
  for (const contribute of ctx.projects.reviewStatus) {
    const part = contribute(row);
    status.pendingCount += part.pendingCount ?? 0;
    status.approvedCount += part.approvedCount ?? 0;
    status.rejectedCount += part.rejectedCount ?? 0;
  }
  return status;
}

/** The record without child collections. */
export function buildProjectBase(ctx: ServiceContext, row: ProjectRow): Project {
  const client = ctx.db.get('clients', row.clientUID);
  const workflow =
    row.workflowUID === null
      ? null
      : (ctx.projects.findWorkflow?.(row.clientUID, row.workflowUID) ?? {
          workflowUID: row.workflowUID,
          name: null,
        });
  return {
    projectUID: row.projectUID,
    projectState: row.state,
    name: row.name,
    customer: row.customer,
    project: row.project,
    design: row.design,
    revision: row.revision,
    description: row.description,
    tags: [...row.tags],
    dueDate: row.dueDate,
    reviewStatus: reviewStatusOf(ctx, row),
    created: row.created,
    templateUID: row.templateUID,
    kanbanColumnUID: row.kanbanColumnUID,
    folderUID: row.folderUID,
    owners: [...row.ownerUIDs],
    client: { clientUID: row.clientUID, name: client?.name ?? '' },
    workflow,
  };
}

/** GET /api/v1/project's record: the base plus the child collections asked for. */
export function buildProjectRecord(
  ctx: ServiceContext,
  row: ProjectRow,
  origin: string,
  include: ProjectIncludes = {},
): Project {
  const record = buildProjectBase(ctx, row);
  const env = { origin, lastVersionOnly: include.lastVersionOnly ?? true };
  const { children } = ctx.projects;
  if (include.assets) record.assets = children.assets?.(row, env) ?? [];
  if (include.tasks) record.tasks = children.tasks?.(row, env) ?? [];
  if (include.refDocs) record.refDocs = children.refDocs?.(row, env) ?? [];
  if (include.metadata) record.metadata = row.metadata.map((entry) => ({ ...entry }));
  return record;
}

/** The project entity of event payloads (spec.md Events item 5), PascalCase. */
function toEventProject(record: Project): EventProject {
  return {
    ProjectUID: record.projectUID,
    ProjectState: record.projectState,
    Name: record.name,
    Customer: record.customer,
    Project: record.project,
    Design: record.design,
    Revision: record.revision,
    Description: record.description,
    Tags: [...record.tags],
    ReviewStatus: {
      PendingCount: record.reviewStatus.pendingCount,
      ApprovedCount: record.reviewStatus.approvedCount,
      RejectedCount: record.reviewStatus.rejectedCount,
    },
    Created: record.created,
    Owners: [...record.owners],
    Client: { ClientUID: record.client.clientUID, Name: record.client.name },
    FolderUID: record.folderUID,
    Workflow:
      record.workflow === null
        ? null
        : { WorkflowUID: record.workflow.workflowUID, Name: record.workflow.name },
  };
}

/** Shortcut for event emitters: the event project of a row. */
export function eventProjectOf(ctx: ServiceContext, row: ProjectRow): EventProject {
  return toEventProject(buildProjectBase(ctx, row));
}
