/**
 * Workflow builder benchmarks in headless Chromium against a production build of
 * bench/workflow-page, with a 200-step workflow:
 * - mount: the real builder (outline, picture laid out by dagre, inspector) until every node
 *   of the picture is painted, divided by a bare React Flow canvas with the same nodes at the
 *   same places; interleaved runs, ratio of the medians and median of the pairs' ratios.
 *   Target: at most 1.3.
 * - drag: a step node dragged by mouse; React commits per pointer move. Target: at most 2.
 * - inspector: typing into the selected step's name; keydown to next paint. Target: median
 *   under 16 ms.
 */
import type { Page } from '@playwright/test';
import { build, preview } from 'vite';
import { launchBenchBrowser } from './lib/browser';

const CONFIG = 'bench/workflow.vite.config.ts';
const STEPS = 200;
const RUNS = 15;
const WARMUP = 3;

const round = (n: number) => Math.round(n * 100) / 100;
function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}
const median = (values: number[]) => percentile(values, 50);

async function mountOnce(page: Page, kind: 'ours' | 'bare'): Promise<number> {
  const ms = await page.evaluate(([k, n]) => window.workflowBench.mount(k, n), [
    kind,
    STEPS,
  ] as const);
  await page.evaluate(() => window.workflowBench.unmount());
  return ms;
}

async function measureMount(page: Page) {
  for (let i = 0; i < WARMUP; i++) {
    await mountOnce(page, 'ours');
    await mountOnce(page, 'bare');
  }
  const ours: number[] = [];
  const bare: number[] = [];
  const pairs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
    const run: Record<string, number> = {};
    for (const kind of order) run[kind] = await mountOnce(page, kind);
    ours.push(run.ours ?? 0);
    bare.push(run.bare ?? 0);
    pairs.push((run.ours ?? 0) / (run.bare ?? 1));
  }
  const ratio = median(ours) / median(bare);
  return {
    steps: STEPS,
    runs: RUNS,
    oursMedianMs: round(median(ours)),
    bareMedianMs: round(median(bare)),
    ratioOfMedians: round(ratio),
    medianPairRatio: round(median(pairs)),
    pairRatioP10: round(percentile(pairs, 10)),
    pairRatioP90: round(percentile(pairs, 90)),
    target: 1.3,
    withinTarget: median(pairs) <= 1.3,
  };
}

async function measureDrag(page: Page) {
  await page.evaluate((n) => window.workflowBench.mount('ours', n), STEPS);
  // A step node inside the canvas' visible area (a tall layout puts some out of view).
  const box = await page.evaluate(() => {
    const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
    const inside = [...document.querySelectorAll('.react-flow__node-action')]
      .map((node) => node.getBoundingClientRect())
      .find(
        (r) =>
          pane &&
          r.width > 4 &&
          r.top > pane.top + 20 &&
          r.bottom < pane.bottom - 60 &&
          r.left > pane.left + 20 &&
          r.right < pane.right - 220,
      );
    return inside ? { x: inside.x, y: inside.y, width: inside.width, height: inside.height } : null;
  });
  if (!box) throw new Error('no step node in view');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 5, start.y + 5);
  await page.evaluate(() => window.workflowBench.settle());
  const moves = 60;
  const perMove: number[] = [];
  for (let i = 1; i <= moves; i++) {
    await page.evaluate(() => window.workflowBench.resetCommits());
    await page.mouse.move(start.x + 5 + i * 3, start.y + 5 + i * 2);
    await page.evaluate(() => window.workflowBench.settle());
    perMove.push(await page.evaluate(() => window.workflowBench.commits()));
  }
  await page.mouse.up();
  const moved = await page.evaluate(() => window.workflowBench.commits());
  await page.evaluate(() => window.workflowBench.unmount());
  return {
    nodeMoved: perMove.some((count) => count > 0) || moved > 0,
    pointerMoves: moves,
    commitsPerMoveMedian: median(perMove),
    commitsPerMoveP95: percentile(perMove, 95),
    commitsPerMoveMax: Math.max(...perMove),
    target: 2,
    withinTarget: perMove.some((count) => count > 0) && percentile(perMove, 95) <= 2,
  };
}

async function measureInspector(page: Page) {
  await page.evaluate((n) => window.workflowBench.mount('ours', n), STEPS);
  const field = page.getByRole('textbox', { name: 'Step name' });
  await field.click();
  await page.evaluate(() => window.workflowBench.resetKeys());
  await page.keyboard.type('Send the print files to the printer', { delay: 40 });
  await page.evaluate(() => window.workflowBench.settle());
  const keys = await page.evaluate(() => window.workflowBench.keyToPaint());
  await page.evaluate(() => window.workflowBench.unmount());
  return {
    keys: keys.length,
    keyToPaintMedianMs: round(median(keys)),
    keyToPaintP95Ms: round(percentile(keys, 95)),
    target: 16,
    withinTarget: median(keys) < 16,
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
    const page = await browser.newPage({ viewport: { width: 1680, height: 1000 } });
    await page.goto(`${base}workflow.html`);
    await page.waitForFunction(() => 'workflowBench' in window);
    return {
      mount: await measureMount(page),
      drag: await measureDrag(page),
      inspector: await measureInspector(page),
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve, reject) => {
      server.httpServer.close((error) => (error ? reject(error) : resolve()));
    });
  }
}
