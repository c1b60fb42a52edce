import type { DemoArtworkKey } from '.';
import type { PrebuiltArtwork } from './prebuilt';
import type { ServiceContext } from '@/offline/platform/context';
import { processUpload } from '@/offline/platform/processing';

/** A demo artwork's file and its conversion, with the name and type it is uploaded as. */
type DemoArtworkFiles = PrebuiltArtwork;

// Many seeded project and library assets show one artwork: it is obtained once per service
// (keyed by the service's database, as records/project-json.ts keys its caches).
const obtained = new WeakMap<
  ServiceContext['db'],
  Map<string, Promise<DemoArtworkFiles | undefined>>
>();

/**
 * The files of a demo artwork: prebuilt ones when the app ships them (the production build),
 * else drawn and converted here by the same engine as uploads. Undefined when neither works.
 */
export function demoArtworkFiles(
  ctx: ServiceContext,
  key: DemoArtworkKey,
): Promise<DemoArtworkFiles | undefined> {
  let byKey = obtained.get(ctx.db);
  if (!byKey) {
    byKey = new Map();
    obtained.set(ctx.db, byKey);
  }
  let files = byKey.get(key);
  if (!files) {
    files = obtain(ctx, key);
    byKey.set(key, files);
  }
  return files;
}

async function obtain(
  ctx: ServiceContext,
  key: DemoArtworkKey,
): Promise<DemoArtworkFiles | undefined> {
  // Prebuilt files first: the drawing code (with its PDF library, about 450 KB of script) loads
  // only when there are none, as under the dev server and in Node without a build.
  const prebuilt = await ctx.prebuiltArtwork?.(key);
  if (prebuilt) return prebuilt;
  if (!ctx.raster) return undefined;
  const { DEMO_ARTWORK } = await import('.');
  const spec = DEMO_ARTWORK.find((candidate) => candidate.key === key);
  if (!spec) return undefined;
  const named = { fileName: spec.fileName, contentType: spec.contentType };
  const bytes = await spec.generate(ctx.raster);
  const result = await processUpload({ bytes, ...named }, ctx.raster);
  if (!result.ok) {
    console.error(`[offline service] demo artwork ${key} did not convert: ${result.statusMessage}`);
    return undefined;
  }
  return { bytes, result, ...named };
}
