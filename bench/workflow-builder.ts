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
import { withBenchPage } from './lib/bench-page';
import { medianOf, percentileOf, round } from './lib/measure';

const CONFIG = 'bench/workflow.vite.config.ts';
const STEPS = 200;
const RUNS = 15;
const WARMUP = 3;

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
  const ratio = medianOf(ours) / medianOf(bare);
  return {
    steps: STEPS,
    runs: RUNS,
    oursMedianMs: round(medianOf(ours)),
    bareMedianMs: round(medianOf(bare)),
    ratioOfMedians: round(ratio),
    medianPairRatio: round(medianOf(pairs)),
    pairRatioP10: round(percentileOf(pairs, 10)),
    pairRatioP90: round(percentileOf(pairs, 90)),
    target: 1.3,
    withinTarget: medianOf(pairs) <= 1.3,
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
    commitsPerMoveMedian: medianOf(perMove),
    commitsPerMoveP95: percentileOf(perMove, 95),
    commitsPerMoveMax: Math.max(...perMove),
    target: 2,
    withinTarget: perMove.some((count) => count > 0) && percentileOf(perMove, 95) <= 2,
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
    keyToPaintMedianMs: round(medianOf(keys)),
    keyToPaintP95Ms: round(percentileOf(keys, 95)),
    target: 16,
    withinTarget: medianOf(keys) < 16,
  };
}

export function run(): Promise<Record<string, unknown>> {
  return withBenchPage(
    {
      config: CONFIG,
      html: 'workflow.html',
      ready: 'workflowBench',
      viewport: { width: 1680, height: 1000 },
    },
    async (page) => {
      return {
        mount: await measureMount(page),
        drag: await measureDrag(page),
        inspector: await measureInspector(page),
      };
    },
  );
}
