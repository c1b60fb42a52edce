/**
 * First-load JavaScript of the dashboard, gzipped: the entry chunk, the dashboard route's
 * chunk, and everything they import statically, read from Vite's build manifest.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_KB = 170;
/** Strings that only appear in the bundles of the libraries that must stay lazy. */
const HEAVY_MARKERS: Record<string, RegExp> = {
  konva: /Konva\.(Stage|Layer)|"konva"/,
  'pdfjs-dist': /GlobalWorkerOptions|pdfjsVersion/,
  msw: /mockServiceWorker|MockServiceWorker|setupWorker/,
};

function collect(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(manifest, dep, seen);
}

export function run(distDir = 'dist'): Record<string, number | string | boolean> {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: run "npm run build" first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const dashboardKey = Object.keys(manifest).find(
    (k) =>
      manifest[k]?.isDynamicEntry &&
      (k.includes('features/dashboard/') || k.includes('app/routes/dashboard')),
  );
  if (!entryKey || !dashboardKey)
    throw new Error('entry or dashboard route chunk not found in the manifest');

  const keys = new Set<string>();
  collect(manifest, entryKey, keys);
  collect(manifest, dashboardKey, keys);

  let gzipBytes = 0;
  let rawBytes = 0;
  const found: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js')) continue;
    const code = readFileSync(join(distDir, chunk.file));
    rawBytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
    const text = code.toString('utf8');
    for (const [name, marker] of Object.entries(HEAVY_MARKERS)) {
      if (marker.test(text)) found.push(name);
    }
  }
  const gzipKB = Math.round((gzipBytes / 1024) * 10) / 10;
  return {
    dashboardFirstLoadGzipKB: gzipKB,
    dashboardFirstLoadRawKB: Math.round((rawBytes / 1024) * 10) / 10,
    dashboardFirstLoadChunks: keys.size,
    budgetKB: BUDGET_KB,
    withinBudget: gzipKB <= BUDGET_KB,
    heavyLibrariesInFirstLoad: found.length ? [...new Set(found)].join(',') : 'none',
  };
}
