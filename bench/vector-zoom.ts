/**
 * Vector zoom benchmark (`npm run bench -- vector-zoom`): the review canvas in vector mode
 * after a zoom change, from the settled view until the sharp view is on screen, against
 * pdf.js' own page.render of the same visible area at the same scale into a canvas the size
 * of the view (1280 x 720). Both end after the next frame. Each run fits the page first, then
 * zooms to one of several targets (150 % to 800 % of the page bitmap, at different places, so
 * no run finds the previous one's pixels); ours and pdf.js alternate which goes first. The
 * result is the median of the per-run ratios ours / pdf.js, limit 1.2 (issue 13 item 4).
 * Same document as the PDF render benchmark (bench/lib/benchmark-pdf.ts); BENCH_PDF_FIXTURE
 * benchmarks another PDF.
 */
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buildBenchmarkPdf } from './lib/benchmark-pdf';
import { launchBenchBrowser } from './lib/browser';
import { serve } from './lib/static-server';
import { median } from './lib/measure';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const outDir = join(root, 'bench/results/vector-zoom-page');
const FIXTURE = process.env.BENCH_PDF_FIXTURE;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 2;
const LIMIT = 1.2;

/** Zoom targets: view scale (CSS px per page px) and the page point (share of the page) in the middle. */
const TARGETS = [
  { scale: 1.5, fx: 0.5, fy: 0.3 },
  { scale: 3, fx: 0.3, fy: 0.6 },
  { scale: 8, fx: 0.7, fy: 0.2 },
  { scale: 2, fx: 0.5, fy: 0.75 },
  { scale: 4, fx: 0.25, fy: 0.25 },
  { scale: 6, fx: 0.6, fy: 0.5 },
];

const round = (value: number) => Math.round(value * 1000) / 1000;

export async function run(): Promise<Record<string, unknown>> {
  if (FIXTURE !== undefined && !existsSync(FIXTURE)) {
    throw new Error(`PDF fixture not found: ${FIXTURE}`);
  }
  await build({
    configFile: false,
    root: join(root, 'bench/vector-zoom-page'),
    base: './',
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: { '@': join(root, 'src') } },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const target = join(outDir, 'document.pdf');
  if (FIXTURE === undefined) writeFileSync(target, await buildBenchmarkPdf());
  else copyFileSync(FIXTURE, target);

  const { server, origin } = await serve(outDir);
  const browser = await launchBenchBrowser({ frameTimings: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1500 } });
    await page.goto(`${origin}/index.html`);
    await page.waitForFunction(() => window.vectorZoomBench !== undefined);
    const info = await page.evaluate(
      (url) => window.vectorZoomBench?.setup(url),
      `${origin}/document.pdf`,
    );
    const size = info?.pageSize ?? { width: 0, height: 0 };
    // CPU time of the page's renderer process (every thread, pdf.js' worker included): the
    // machine's load stretches wall times, CPU time much less.
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    const cpu = async () => {
      const { metrics } = await session.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'ProcessTime')?.value ?? NaN) * 1000;
    };
    const render = async (kind: 'ours' | 'baseline', i: number) => {
      const t = TARGETS[i % TARGETS.length] ?? { scale: 2, fx: 0.5, fy: 0.5 };
      const goal = { scale: t.scale, cx: t.fx * size.width, cy: t.fy * size.height };
      await page.evaluate(() => window.vectorZoomBench?.reset());
      // Ours: the zoom itself (the stage scales what was on screen) is neither timed nor counted.
      if (kind === 'ours') await page.evaluate((g) => window.vectorZoomBench?.zoom(g), goal);
      const before = await cpu();
      const result = await page.evaluate(
        async ([k, g]) => {
          const done = await window.vectorZoomBench?.render(k, g);
          if (!done) throw new Error('The benchmark page is not ready');
          return done;
        },
        [kind, goal] as const,
      );
      return { ...result, cpuMs: (await cpu()) - before };
    };

    for (let i = 0; i < WARMUP * TARGETS.length; i++) {
      await render('ours', i);
      await render('baseline', i);
    }
    const ours: number[] = [];
    const baseline: number[] = [];
    const ratios: number[] = [];
    const pixelRatios: number[] = [];
    const decode: number[] = [];
    const cpuRatios: number[] = [];
    const cpuTotals = { ours: 0, baseline: 0 };
    const cpuOurs: number[] = [];
    const cpuBaseline: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 === 0 ? (['ours', 'baseline'] as const) : (['baseline', 'ours'] as const);
      const times = { ours: NaN, baseline: NaN };
      const pixels = { ours: NaN, baseline: NaN };
      const cpuMs = { ours: NaN, baseline: NaN };
      for (const kind of order) {
        const result = await render(kind, i);
        times[kind] = result.ms;
        pixels[kind] = result.renderedPixels;
        cpuMs[kind] = result.cpuMs;
        if (kind === 'ours') decode.push(result.decodeMs ?? NaN);
      }
      ours.push(times.ours);
      baseline.push(times.baseline);
      ratios.push(times.ours / times.baseline);
      pixelRatios.push(pixels.ours / pixels.baseline);
      cpuRatios.push(cpuMs.ours / cpuMs.baseline);
      cpuOurs.push(cpuMs.ours);
      cpuBaseline.push(cpuMs.baseline);
      cpuTotals.ours += cpuMs.ours;
      cpuTotals.baseline += cpuMs.baseline;
    }
    const ratio = median(ratios);
    return {
      document: FIXTURE === undefined ? 'generated (bench/lib/benchmark-pdf.ts)' : FIXTURE,
      pagePx: size,
      viewPx: info?.view,
      targets: TARGETS,
      runs: RUNS,
      oursMedianMs: round(median(ours)),
      pdfjsMedianMs: round(median(baseline)),
      oursMs: ours.map(round),
      pdfjsMs: baseline.map(round),
      ratios: ratios.map(round),
      oursDecodeMs: decode.map(round),
      // What pdf.js is asked to fill on our side, per pixel of the view (1: the view only).
      renderedPixelsPerViewPixel: round(median(pixelRatios)),
      oursCpuMs: cpuOurs.map(round),
      pdfjsCpuMs: cpuBaseline.map(round),
      cpuRatios: cpuRatios.map(round),
      cpuMedianRatio: round(median(cpuRatios)),
      // ProcessTime moves in steps of several ms, as long as a whole run: the totals say more.
      cpuTotalRatio: round(cpuTotals.ours / cpuTotals.baseline),
      medianRatio: round(ratio),
      limit: LIMIT,
      pass: ratio <= LIMIT,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(await run(), null, 2)}\n`);
}
