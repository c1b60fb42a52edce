import type { ServiceContext } from '@/offline/platform/context';
import { notFound } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import type { ProjectIncludes } from './record';
import { canSeeClient } from '@/offline/users';
import { DEFAULT_LIST_STATES, parseProjectState } from './state';
import type { UserRow } from '@/offline/users';
import type { ProjectRow, ProjectStateName } from './rows';

/** GET /api/v1/project's query, parsed. */
export interface ProjectListQuery {
  /** ProjectUID: one UID or a comma list; undefined = all projects. */
  uids?: string[];
  states: ReadonlySet<ProjectStateName>;
  /** Case-sensitive text to find. */
  text?: string;
  include: ProjectIncludes;
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Parses the query parameters (case-insensitive names); 400 for bad states or booleans. */
export function readProjectListQuery(query: Record<string, unknown>): ProjectListQuery {
  const reader = new FieldReader(query, 'query');
  const uidText = reader.string('ProjectUID');
  const statesText = reader.string('States');
  const text = reader.string('Query');
  let states: ReadonlySet<ProjectStateName> = new Set(DEFAULT_LIST_STATES);
  if (statesText) {
    const names = splitList(statesText);
    const parsed = names.map((name) => parseProjectState(name));
    const unknown = names.filter((_, i) => parsed[i] === undefined);
    if (unknown.length > 0) {
      reader.fail(
        reader.keyOf('States'),
        `Unknown project state(s): ${unknown.join(', ')}. Use Active, OnHold, Completed, Archived or InTransit.`,
      );
    } else if (names.length > 0) {
      states = new Set(parsed.filter((state) => state !== undefined));
    }
  }
  const include: ProjectIncludes = {
    assets: reader.boolean('IsLoadAssets') ?? false,
    lastVersionOnly: reader.boolean('IsLoadLastVerAssets') ?? true,
    tasks: reader.boolean('IsLoadTasks') ?? false,
    refDocs: reader.boolean('IsLoadRefDocs') ?? false,
    metadata: reader.boolean('IsLoadMetadata') ?? false,
  };
  reader.done();
  const uids = uidText ? splitList(uidText) : undefined;
  return {
    uids: uids && uids.length > 0 ? uids : undefined,
    states,
    text: text ?? undefined,
    include,
  };
}

/** Sort key: due date first (none last), then newest created, then UID for stability. */
function dueKey(row: ProjectRow): number {
  return row.dueDate === null ? Number.POSITIVE_INFINITY : Date.parse(row.dueDate);
}

/**
 * Every project in dashboard order: dueDate ascending (projects without one last), then
 * created descending, then projectUID. Cached until the projects table changes.
 */
function projectsInDashboardOrder(ctx: ServiceContext): ProjectRow[] {
  return ctx.db.memo('projects:dashboard-order', ['projects'], () => {
    const rows = ctx.db.rows('projects');
    const due = new Map(rows.map((row) => [row, dueKey(row)]));
    const created = new Map(rows.map((row) => [row, Date.parse(row.created)]));
    return rows.sort(
      (a, b) =>
        (due.get(a) ?? 0) - (due.get(b) ?? 0) ||
        (created.get(b) ?? 0) - (created.get(a) ?? 0) ||
        (a.projectUID < b.projectUID ? -1 : a.projectUID > b.projectUID ? 1 : 0),
    );
  });
}

function matchesText(row: ProjectRow, text: string): boolean {
  const fields = [row.name, row.customer, row.project, row.design, row.revision, row.description];
  return (
    fields.some((field) => field?.includes(text) === true) ||
    row.tags.some((tag) => tag.includes(text))
  );
}

/**
 * The projects of the user's clients that match every given filter (AND), in dashboard
 * order. One unknown or foreign ProjectUID is 404; in a list of several they are
 * omitted silently (v1.29).
 */
export function listProjects(
  ctx: ServiceContext,
  user: UserRow,
  query: ProjectListQuery,
): ProjectRow[] {
  if (query.uids?.length === 1) {
    const [uid] = query.uids;
    const row = uid === undefined ? undefined : ctx.db.get('projects', uid);
    if (!row || !canSeeClient(user, row.clientUID))
      throw notFound(`Project '${uid ?? ''}' was not found or is already deleted.`);
  }
  const wanted = query.uids ? new Set(query.uids) : undefined;
  const clients = new Set(user.clientUIDs);
  const { states, text } = query;
  return projectsInDashboardOrder(ctx).filter(
    (row) =>
      clients.has(row.clientUID) &&
      states.has(row.state) &&
      (wanted === undefined || wanted.has(row.projectUID)) &&
      (text === undefined || matchesText(row, text)),
  );
}
