import type { Asset } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { canSeeClient } from '@/offline/users';
import { isMutableState } from '@/offline/projects';
import type { Database } from '@/offline/platform/store/database';
import type { UserRow } from '@/offline/users';
import type { ProjectRow } from '@/offline/projects';
import type { DecisionRow, TaskRow } from './rows';

/** Tasks per project, in insertion order; rebuilt after any task write. */
function byProject(db: Database): Map<string, TaskRow[]> {
  return db.memo('tasks:by-project', ['tasks'], () => {
    const index = new Map<string, TaskRow[]>();
    for (const row of db.rows('tasks')) {
      push(index, row.projectUID, row);
    }
    return index;
  });
}

/** Review tasks per asset UID they include. */
function byAsset(db: Database): Map<string, TaskRow[]> {
  return db.memo('tasks:by-asset', ['tasks'], () => {
    const index = new Map<string, TaskRow[]>();
    for (const row of db.rows('tasks')) {
      for (const uid of row.assetUIDs) push(index, uid, row);
    }
    return index;
  });
}

export function tasksOfProject(db: Database, projectUID: string): readonly TaskRow[] {
  return byProject(db).get(projectUID) ?? [];
}

/** Review tasks that include the asset. */
export function tasksOfAsset(db: Database, assetUID: string): readonly TaskRow[] {
  return byAsset(db).get(assetUID) ?? [];
}

interface DecisionIndex {
  byTask: Map<string, DecisionRow[]>;
  byProject: Map<string, DecisionRow[]>;
  byAsset: Map<string, DecisionRow[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Current (not superseded) decisions, indexed three ways. */
function decisionIndex(db: Database): DecisionIndex {
  return db.memo('decisions:current', ['decisions'], () => {
    const index: DecisionIndex = { byTask: new Map(), byProject: new Map(), byAsset: new Map() };
    for (const row of db.rows('decisions')) {
      if (!row.current) continue;
      push(index.byTask, row.taskUID, row);
      push(index.byProject, row.projectUID, row);
      push(index.byAsset, row.assetUID, row);
    }
    return index;
  });
}

/** Every decision of the task, replaced ones included, oldest first. */
export function decisionHistoryOfTask(db: Database, taskUID: string): readonly DecisionRow[] {
  const byTask = db.memo('decisions:history', ['decisions'], () => {
    const index = new Map<string, DecisionRow[]>();
    for (const row of db.rows('decisions')) push(index, row.taskUID, row);
    for (const rows of index.values()) rows.sort((a, b) => a.created.localeCompare(b.created));
    return index;
  });
  return byTask.get(taskUID) ?? [];
}

/** The task's current decisions, oldest first (one per asset). */
export function decisionsOfTask(db: Database, taskUID: string): readonly DecisionRow[] {
  return decisionIndex(db).byTask.get(taskUID) ?? [];
}

export function decisionsOfProject(db: Database, projectUID: string): readonly DecisionRow[] {
  return decisionIndex(db).byProject.get(projectUID) ?? [];
}

export function decisionsOfAsset(db: Database, assetUID: string): readonly DecisionRow[] {
  return decisionIndex(db).byAsset.get(assetUID) ?? [];
}

/** The task of an external review link, if the token is known. */
export function findTaskByReviewToken(db: Database, reviewToken: string): TaskRow | undefined {
  const index = db.memo('tasks:by-review-token', ['tasks'], () => {
    const map = new Map<string, TaskRow>();
    for (const row of db.rows('tasks')) if (row.external) map.set(row.external.reviewToken, row);
    return map;
  });
  return index.get(reviewToken);
}

/** The task if it exists in one of the user's clients; 404 otherwise (tenant scoping as for projects). */
export function requireVisibleTask(ctx: ServiceContext, user: UserRow, taskUID: string): TaskRow {
  const task = ctx.db.get('tasks', taskUID);
  if (!task || !canSeeClient(user, task.clientUID))
    throw notFound(`Task '${taskUID}' was not found or is already deleted.`);
  return task;
}

/** The project of a task; a task never outlives its project, so absence is a 404 like the task's. */
export function projectOfTask(ctx: ServiceContext, task: TaskRow): ProjectRow {
  const project = ctx.db.get('projects', task.projectUID);
  if (!project) throw notFound(`Task '${task.taskUID}' was not found or is already deleted.`);
  return project;
}

/** spec.md rule 3 (and the same for work on existing tasks): the project must be Active or OnHold. */
export function assertProjectTaskable(project: ProjectRow): void {
  if (!isMutableState(project.state)) {
    throw preconditionFailed(
      `The project is ${project.state}; tasks need an Active or OnHold project.`,
    );
  }
}

/** The latest version of each asset of a project, as the assets module lists them. */
export function assetsOfProject(ctx: ServiceContext, project: ProjectRow): Asset[] {
  return (
    ctx.projects.children.assets?.(project, { origin: ctx.origin, lastVersionOnly: true }) ?? []
  );
}

/**
 * The assets among `assetUIDs` (deduplicated, order kept), 404 for the first that is not
 * an asset of the project.
 */
export function requireProjectAssets(
  ctx: ServiceContext,
  project: ProjectRow,
  assetUIDs: readonly string[],
): Asset[] {
  const assets = new Map(assetsOfProject(ctx, project).map((asset) => [asset.assetUID, asset]));
  const found: Asset[] = [];
  for (const uid of new Set(assetUIDs)) {
    const asset = assets.get(uid);
    if (!asset) throw notFound(`Asset '${uid}' was not found in project '${project.projectUID}'.`);
    found.push(asset);
  }
  return found;
}
