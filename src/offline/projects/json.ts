import type { ServiceContext } from '@/offline/platform/context';
import { asciiJson } from '@/offline/platform/http/ascii-json';
import type { Database } from '@/offline/platform/store/database';
import type { ProjectRow } from './rows';
import { buildProjectBase, type ProjectIncludes } from './record';

interface CachedJson {
  /** Revision of the record's dependency tables when the JSON was made. */
  revision: number;
  json: string;
  /** `json` as bytes (ASCII): big lists are assembled from bytes, skipping a re-encode. */
  bytes: Uint8Array;
}

const encoder = new TextEncoder();

// Row objects are replaced on every write (see Database), so a row object plus the
// revision of the tables the record reads is a complete cache key.
const caches = new WeakMap<Database, WeakMap<ProjectRow, CachedJson>>();

function baseJson(ctx: ServiceContext, row: ProjectRow): CachedJson {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new WeakMap();
    caches.set(ctx.db, cache);
  }
  const revision = ctx.db.revisionOf(ctx.projects.recordDependencies);
  const hit = cache.get(row);
  if (hit?.revision === revision) return hit;
  const json = asciiJson(buildProjectBase(ctx, row));
  const entry = { revision, json, bytes: encoder.encode(json) };
  cache.set(row, entry);
  return entry;
}

/**
 * The JSON of {@link buildProjectRecord}'s result (ASCII, see asciiJson), with the base record cached:
 * lists of thousands of projects then cost a byte copy instead of building, serializing
 * and encoding every record on every request.
 */
export function projectRecordJson(
  ctx: ServiceContext,
  row: ProjectRow,
  origin: string,
  include: ProjectIncludes = {},
): Uint8Array {
  const base = baseJson(ctx, row);
  const env = { origin, lastVersionOnly: include.lastVersionOnly ?? true };
  const { children } = ctx.projects;
  const extra: string[] = [];
  if (include.assets) extra.push(`"assets":${asciiJson(children.assets?.(row, env) ?? [])}`);
  if (include.tasks) extra.push(`"tasks":${asciiJson(children.tasks?.(row, env) ?? [])}`);
  if (include.refDocs) extra.push(`"refDocs":${asciiJson(children.refDocs?.(row, env) ?? [])}`);
  if (include.metadata) extra.push(`"metadata":${asciiJson(row.metadata)}`);
  return extra.length === 0
    ? base.bytes
    : encoder.encode(`${base.json.slice(0, -1)},${extra.join(',')}}`);
}
