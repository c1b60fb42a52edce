import type { ServiceContext } from '@/offline/platform/context';
import { listProjects, type ProjectListQuery } from './list';
import { jsonArrayBody } from '@/offline/platform/http/envelope';
import type { Database } from '@/offline/platform/store/database';
import type { UserRow } from '@/offline/users';
import { projectRecordJson } from './json';

/** Bodies kept per service: one per (origin, clients, filters) the screens asked for. */
const KEEP = 4;

interface ListCache {
  /** Revision of the projects table and of every table a record reads. */
  revision: number;
  bodies: Map<string, Uint8Array<ArrayBuffer>>;
}

const caches = new WeakMap<Database, ListCache>();

function withChildren(query: ProjectListQuery): boolean {
  const { assets, tasks, refDocs, metadata } = query.include;
  return Boolean(assets || tasks || refDocs || metadata);
}

function build(
  ctx: ServiceContext,
  user: UserRow,
  query: ProjectListQuery,
  origin: string,
): Uint8Array<ArrayBuffer> {
  const rows = listProjects(ctx, user, query);
  return jsonArrayBody(rows.map((row) => projectRecordJson(ctx, row, origin, query.include)));
}

/**
 * The body of GET /api/v1/project. Without child collections the same list is asked for
 * again and again (every dashboard visit, after every change the dashboard makes): the last
 * few bodies are kept until a table they read is written. Lists with children read more
 * tables (assets, tasks, files) and are built each time.
 */
export function projectListBody(
  ctx: ServiceContext,
  user: UserRow,
  query: ProjectListQuery,
  origin: string,
): Uint8Array<ArrayBuffer> {
  if (withChildren(query)) return build(ctx, user, query, origin);
  const revision = ctx.db.revisionOf(['projects', ...ctx.projects.recordDependencies]);
  let cache = caches.get(ctx.db);
  if (cache?.revision !== revision) {
    cache = { revision, bodies: new Map() };
    caches.set(ctx.db, cache);
  }
  const key = JSON.stringify([
    origin,
    user.clientUIDs,
    [...query.states].sort(),
    query.uids ?? null,
    query.text ?? null,
  ]);
  const hit = cache.bodies.get(key);
  if (hit) return hit;
  const body = build(ctx, user, query, origin);
  if (cache.bodies.size >= KEEP) cache.bodies.delete(cache.bodies.keys().next().value ?? '');
  cache.bodies.set(key, body);
  return body;
}
