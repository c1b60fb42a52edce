/**
 * Delivery log benchmark in headless Chromium against a production build of bench/webhooks-page:
 * 10,000 delivery attempts, render to first paint of the real log (filters, counts, measured
 * virtual rows grouped by EventId) divided by the same rows in a bare TanStack Virtual list.
 * Both start from the grouped log, as the screen does (it groups once per answer, in the
 * query); `grouping` reports that step's own time. Back-to-back pairs, alternating order;
 * judged on the median of the pairs' ratios. Target: at most 1.3.
 */
import type { Page } from '@playwright/test';
import { build, preview } from 'vite';
import { launchBenchBrowser } from './lib/browser';

const CONFIG = 'bench/webhooks.vite.config.ts';
const ATTEMPTS = 10_000;
const RUNS = 31;
const WARMUP = 5;
const TARGET = 1.3;

const round = (n: number) => Math.round(n * 100) / 100;
function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}
const median = (values: number[]) => percentile(values, 50);

async function mountOnce(page: Page, kind: 'ours' | 'bare'): Promise<{ ms: number; rows: number }> {
  const ms = await page.evaluate((k) => window.webhooksBench.mount(k), kind);
  const rows = await page.getByRole('article').count();
  await page.evaluate(() => window.webhooksBench.unmount());
  return { ms, rows };
}

async function measure(page: Page) {
  const loaded = await page.evaluate((n) => window.webhooksBench.load(n), ATTEMPTS);
  for (let i = 0; i < WARMUP; i++) {
    await mountOnce(page, 'ours');
    await mountOnce(page, 'bare');
  }
  const ours: number[] = [];
  const bare: number[] = [];
  const rows = { ours: 0, bare: 0 };
  for (let i = 0; i < RUNS; i++) {
    for (const kind of i % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const)) {
      const run = await mountOnce(page, kind);
      (kind === 'ours' ? ours : bare).push(run.ms);
      rows[kind] = run.rows;
    }
  }
  const paired = median(ours.map((ms, i) => ms / (bare[i] ?? Number.NaN)));
  const grouping: number[] = [];
  for (let i = 0; i < RUNS; i++)
    grouping.push(await page.evaluate(() => window.webhooksBench.groupingMs()));
  return {
    attempts: loaded.attempts,
    events: loaded.groups,
    runs: RUNS,
    oursMedianMs: round(median(ours)),
    bareMedianMs: round(median(bare)),
    oursP95Ms: round(percentile(ours, 95)),
    bareP95Ms: round(percentile(bare, 95)),
    rowsOnScreenOurs: rows.ours,
    rowsOnScreenBare: rows.bare,
    ratio: round(median(ours) / median(bare)),
    pairedRatioMedian: round(paired),
    targetRatio: TARGET,
    withinTarget: paired <= TARGET,
    groupingMedianMs: round(median(grouping)),
    groupingP95Ms: round(percentile(grouping, 95)),
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
    await page.goto(`${base}webhooks.html`);
    await page.waitForFunction(() => 'webhooksBench' in window);
    return { mount: await measure(page) };
  } finally {
    await browser.close();
    await new Promise<void>((resolve, reject) => {
      server.httpServer.close((error) => (error ? reject(error) : resolve()));
    });
  }
}
