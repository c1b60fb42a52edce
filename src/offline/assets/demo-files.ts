import type { DemoArtworkKey } from '@/offline/artwork';
import type { ServiceContext } from '@/offline/platform/context';
import type { StoredFile } from '@/offline/platform/store/file-store';
import { assetVersionKey, type AssetVersionRow } from './rows';
import { assetKeys } from './files';
import { storeConverted } from './processing';
import { demoArtworkFiles } from '@/offline/artwork/source';

// In-flight generations per service, so concurrent requests for one artwork draw it once
// (keyed like projects/json.ts's caches: by the service's database, no global state).
const inflight = new WeakMap<ServiceContext['db'], Map<string, Promise<boolean>>>();

/**
 * A stored file of an asset version; undefined when it is not (or can no longer be)
 * there. Seeded demo artwork is generated on first use: the seed writes only rows, so a
 * first start costs no drawing or PDF rendering; each demo version is drawn, converted by
 * the same engine as uploads and stored the first time one of its files is asked for.
 */
export async function readAssetFile(
  ctx: ServiceContext,
  row: AssetVersionRow,
  key: string,
): Promise<StoredFile | undefined> {
  const stored = await ctx.files.get(key);
  if (stored || row.source.kind !== 'demo') return stored;
  if (!(await materializeDemoAsset(ctx, row))) return undefined;
  return ctx.files.get(key);
}

/**
 * Makes sure every file of a demo version is stored; false when it cannot be generated.
 * Each artwork is drawn once and stored for every demo version showing it.
 */
function materializeDemoAsset(ctx: ServiceContext, row: AssetVersionRow): Promise<boolean> {
  const { source } = row;
  if (source.kind !== 'demo') return Promise.resolve(false);
  let running = inflight.get(ctx.db);
  if (!running) {
    running = new Map();
    inflight.set(ctx.db, running);
  }
  const map = running;
  let pending = map.get(source.artwork);
  if (!pending) {
    pending = generate(ctx, source.artwork).finally(() => map.delete(source.artwork));
    map.set(source.artwork, pending);
  }
  return pending;
}

async function generate(ctx: ServiceContext, artwork: DemoArtworkKey): Promise<boolean> {
  const files = await demoArtworkFiles(ctx, artwork);
  if (!files) return false;
  const { bytes, result } = files;
  const rows = ctx.db
    .rows('assets')
    .filter((row) => row.source.kind === 'demo' && row.source.artwork === artwork);
  let changed = false;
  for (const row of rows) {
    await ctx.files.put(row.originalKey, bytes, row.contentType);
    const { pageKeys, inkViewKeys } = await storeConverted(ctx, row.token, result);
    // The seed's size and page count are estimates; the generated file has the exact ones.
    const key = assetVersionKey(row.assetUID, row.version);
    const current = ctx.db.get('assets', key);
    if (current?.token !== row.token) continue;
    const sameInks = String(current.inkViewKeys) === String(inkViewKeys);
    if (current.fileSize === bytes.byteLength && current.pagesCount === pageKeys.length && sameInks)
      continue;
    ctx.db.update('assets', key, {
      fileSize: bytes.byteLength,
      pagesCount: pageKeys.length,
      pageKeys,
      inkViewKeys,
      thumbnailKey: assetKeys.thumbnail(row.token),
    });
    changed = true;
  }
  if (changed) await ctx.commit();
  return true;
}
