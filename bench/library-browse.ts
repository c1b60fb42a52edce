/**
 * Library benchmarks (`npm run bench -- library`), in headless Chromium against a production
 * build of bench/library-page, and on the app's build manifest:
 * - grid mount: a folder of 10,000 assets, render to first paint of the real virtualized grid,
 *   divided by a bare TanStack Virtual grid of the same thumbnails, in back-to-back pairs.
 *   Target: at most 1.3.
 * - grid scroll: frame work (scroll to the next paint) over 120 frames. Target: median under 8 ms.
 * - tree: 2,000 folders, "Expand all" to first paint. Target: median under 100 ms.
 * - chunk: the Library route's own chunk, gzipped. Target: at most 60 KB.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { build, preview } from 'vite';
import { launchBenchBrowser } from './lib/browser';
import { percentile, round } from './lib/measure';

const CONFIG = 'bench/library-vite.config.ts';
const ASSETS = 10_000;
const FOLDERS = 2_000;
const RUNS = 21;
const WARMUP = 4;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

async function measureGrid(page: Page) {
  const once = async (kind: 'ours' | 'bare') => {
    const ms = await page.evaluate((k) => window.libraryBench.mountGrid(k), kind);
    await page.evaluate(() => window.libraryBench.unmount());
    return ms;
  };
  for (let i = 0; i < WARMUP; i++) {
    await once('ours');
    await once('bare');
  }
  const ours: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternate which goes first, so neither always runs on a warmer heap.
    const order = i % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
    for (const kind of order) (kind === 'ours' ? ours : bare).push(await once(kind));
  }
  const paired = median(ours.map((ms, i) => ms / (bare[i] ?? Number.NaN)));
  await page.evaluate(() => window.libraryBench.mountGrid('ours'));
  const options = await page.getByRole('option').count();
  const frames = await page.evaluate(() => window.libraryBench.scrollFrames(120, 240));
  await page.evaluate(() => window.libraryBench.unmount());
  return {
    mount: {
      assets: ASSETS,
      runs: RUNS,
      oursMedianMs: round(median(ours)),
      bareMedianMs: round(median(bare)),
      ratio: round(median(ours) / median(bare)),
      pairedRatioMedian: round(paired),
      optionsRendered: options,
      targetRatio: 1.3,
      withinTarget: paired <= 1.3,
    },
    scroll: {
      frames: frames.length,
      frameWorkMedianMs: round(median(frames)),
      frameWorkP95Ms: round(p95(frames)),
      targetMedianMs: 8,
      withinTarget: median(frames) < 8,
    },
  };
}

async function measureTree(page: Page) {
  await page.evaluate(() => window.libraryBench.mountTree());
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const run = await page.evaluate(() => window.libraryBench.expandAll());
    if (i >= WARMUP) times.push(run.ms);
    rows = run.rows;
    await page.evaluate(() => window.libraryBench.collapseAll());
  }
  const rendered = await page.getByRole('treeitem').count();
  await page.evaluate(() => window.libraryBench.unmount());
  return {
    folders: FOLDERS,
    runs: RUNS,
    rowsAfterExpandAll: rows,
    treeitemsInPage: rendered,
    expandAllToPaintMedianMs: round(median(times)),
    expandAllToPaintP95Ms: round(p95(times)),
    targetMs: 100,
    withinTarget: median(times) < 100,
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The route module's chunk, and everything it pulls in that the entry does not already load. */
function measureChunk(distDir: string) {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return { skipped: `${path} is missing: build the app first` };
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const gz = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const route = Object.keys(manifest).find((key) => key.endsWith('app/routes/library.tsx'));
  if (!entry || !route) return { skipped: 'entry or library route not in the manifest' };
  const inEntry = closure(entry);
  const own = manifest[route]?.file ?? '';
  const extra = [...closure(route)].filter((key) => !inEntry.has(key) && key !== route);
  const extraBytes = extra.reduce((sum, key) => sum + gz(manifest[key]?.file ?? ''), 0);
  const ownKb = gz(own) / 1024;
  return {
    routeChunkGzipKb: round(ownKb),
    sharedChunksOnlyThisRouteLoadsGzipKb: round(extraBytes / 1024),
    targetKb: 60,
    withinTarget: ownKb <= 60,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  await build({ configFile: CONFIG, logLevel: 'error' });
  const server = await preview({
    configFile: CONFIG,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 4196) },
  });
  const base = server.resolvedUrls?.local[0];
  const browser = await launchBenchBrowser({ frameTimings: true });
  try {
    if (!base) throw new Error('the preview server has no URL');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}library.html`);
    await page.waitForFunction(() => 'libraryBench' in window);
    await page.evaluate(({ a, f }) => window.libraryBench.load(a, f), { a: ASSETS, f: FOLDERS });
    return {
      grid: await measureGrid(page),
      tree: await measureTree(page),
      // The bundle benchmark's production build when it ran first, else the app's dist.
      chunk: measureChunk(
        process.env.LIBRARY_DIST ??
          (existsSync('bench/results/bundle-dist/.vite/manifest.json')
            ? 'bench/results/bundle-dist'
            : 'dist'),
      ),
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve, reject) => {
      server.httpServer.close((error) => (error ? reject(error) : resolve()));
    });
  }
}
