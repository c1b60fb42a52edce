/**
 * Delivery log benchmark in headless Chromium against a production build of bench/webhooks-page:
 * 10,000 delivery attempts, render to first paint of the real log (filters, counts, measured
 * virtual rows grouped by EventId) divided by the same rows in a bare TanStack Virtual list.
 * Both start from the grouped log, as the screen does (it groups once per answer, in the
 * query); `grouping` reports that step's own time. Back-to-back pairs, alternating order;
 * judged on the median of the pairs' ratios. Target: at most 1.3.
 */
import type { Page } from '@playwright/test';
import { withBenchPage } from './lib/bench-page';
import { medianOf, percentileOf, round } from './lib/measure';

const CONFIG = 'bench/webhooks.vite.config.ts';
const ATTEMPTS = 10_000;
const RUNS = 31;
const WARMUP = 5;
const TARGET = 1.3;

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
  const paired = medianOf(ours.map((ms, i) => ms / (bare[i] ?? Number.NaN)));
  const grouping: number[] = [];
  for (let i = 0; i < RUNS; i++)
    grouping.push(await page.evaluate(() => window.webhooksBench.groupingMs()));
  return {
    attempts: loaded.attempts,
    events: loaded.groups,
    runs: RUNS,
    oursMedianMs: round(medianOf(ours)),
    bareMedianMs: round(medianOf(bare)),
    oursP95Ms: round(percentileOf(ours, 95)),
    bareP95Ms: round(percentileOf(bare, 95)),
    rowsOnScreenOurs: rows.ours,
    rowsOnScreenBare: rows.bare,
    ratio: round(medianOf(ours) / medianOf(bare)),
    pairedRatioMedian: round(paired),
    targetRatio: TARGET,
    withinTarget: paired <= TARGET,
    groupingMedianMs: round(medianOf(grouping)),
    groupingP95Ms: round(percentileOf(grouping, 95)),
  };
}

export function run(): Promise<Record<string, unknown>> {
  return withBenchPage(
    {
      config: CONFIG,
      html: 'webhooks.html',
      ready: 'webhooksBench',
      viewport: { width: 1280, height: 900 },
    },
    async (page) => {
      return { mount: await measure(page) };
    },
  );
}
