import type { ServiceContext } from '@/offline/platform/context';
import type { StoredFile } from '@/offline/platform/store/file-store';
import type { DalAssetRow, DalFiles } from './rows';
import { newFileToken } from '@/offline/assets';
import { demoArtworkFiles } from '@/offline/artwork/source';

/**
 * Files of library assets: FileStore keys `dal/<token>/page-<n>.png`, `thumbnail.jpg`
 * and `original`, served at `<origin>/files/dal/<token>/<part>` where part is a
 * zero-based page number, `thumbnail.jpg` or `original`.
 */

export const DAL_THUMBNAIL = 'thumbnail.jpg';
export const DAL_ORIGINAL = 'original';

/** A new file token for a library asset (40 hex digits after the kind letter). */
export function newDalToken(): string {
  return newFileToken('a').slice(1);
}

export const dalKeys = {
  page: (token: string, page: number) => `dal/${token}/page-${page}.png`,
  thumbnail: (token: string) => `dal/${token}/${DAL_THUMBNAIL}`,
  original: (token: string) => `dal/${token}/${DAL_ORIGINAL}`,
};

export function dalThumbnailUrl(origin: string, files: DalFiles): string {
  return `${origin}/files/dal/${files.token}/${DAL_THUMBNAIL}`;
}

// Generations in flight per service (keyed by its database, as project-json.ts keys its
// caches), so two requests for one seeded asset draw it once.
const inflight = new WeakMap<ServiceContext['db'], Map<string, Promise<boolean>>>();

async function generate(ctx: ServiceContext, row: DalAssetRow): Promise<boolean> {
  if (row.artworkKey === null) return false;
  const files = await demoArtworkFiles(ctx, row.artworkKey);
  if (!files) return false;
  const { bytes, result, contentType } = files;
  const { token } = row.files;
  await ctx.files.put(dalKeys.original(token), bytes, contentType);
  await Promise.all(
    result.pages.map((page, i) => ctx.files.put(dalKeys.page(token, i), page.png, 'image/png')),
  );
  await ctx.files.put(dalKeys.thumbnail(token), result.thumbnail, 'image/jpeg');
  const current = ctx.db.get('dalAssets', row.assetUID);
  if (current?.files.token === token) {
    ctx.db.update('dalAssets', row.assetUID, {
      files: {
        ...current.files,
        pagesCount: result.pages.length,
        fileType: result.fileType,
        fileSize: bytes.byteLength,
      },
    });
    await ctx.commit();
  }
  return true;
}

/**
 * Makes sure a seeded library asset's files are stored (drawn from the demo artwork on
 * first use, so a first start draws nothing); true when the files are there.
 */
export async function ensureDalFiles(ctx: ServiceContext, row: DalAssetRow): Promise<boolean> {
  if (row.files.pagesCount > 0 || row.artworkKey === null) return true;
  let running = inflight.get(ctx.db);
  if (!running) {
    running = new Map();
    inflight.set(ctx.db, running);
  }
  const map = running;
  let pending = map.get(row.files.token);
  if (!pending) {
    pending = generate(ctx, row).finally(() => map.delete(row.files.token));
    map.set(row.files.token, pending);
  }
  return pending;
}

/** The library asset a file token belongs to. */
export function findDalAssetByToken(ctx: ServiceContext, token: string): DalAssetRow | undefined {
  const byToken = ctx.db.memo(
    'dal:by-token',
    ['dalAssets'],
    () => new Map(ctx.db.rows('dalAssets').map((row) => [row.files.token, row])),
  );
  return byToken.get(token);
}

/** Every file of a library asset: the original, the thumbnail and each page, in that order. */
export async function readDalFiles(
  ctx: ServiceContext,
  row: DalAssetRow,
): Promise<{ original: StoredFile; thumbnail: StoredFile; pages: StoredFile[] } | undefined> {
  if (!(await ensureDalFiles(ctx, row))) return undefined;
  const files = ctx.db.get('dalAssets', row.assetUID)?.files ?? row.files;
  const [original, thumbnail, ...pages] = await Promise.all([
    ctx.files.get(dalKeys.original(files.token)),
    ctx.files.get(dalKeys.thumbnail(files.token)),
    ...Array.from({ length: files.pagesCount }, (_, i) =>
      ctx.files.get(dalKeys.page(files.token, i)),
    ),
  ]);
  if (!original || !thumbnail || pages.some((page) => page === undefined)) return undefined;
  return {
    original,
    thumbnail,
    pages: pages.filter((page): page is StoredFile => page !== undefined),
  };
}

/** Removes a library asset's files. */
export async function deleteDalFiles(ctx: ServiceContext, files: DalFiles): Promise<void> {
  const keys = [dalKeys.original(files.token), dalKeys.thumbnail(files.token)];
  for (let page = 0; page < files.pagesCount; page++) keys.push(dalKeys.page(files.token, page));
  await Promise.all(keys.map((key) => ctx.files.delete(key)));
}
