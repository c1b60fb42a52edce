/**
 * Lighthouse 12 in its default mobile preset (simulated slow 4G, 4x CPU slowdown) on the
 * production build served by deploy/nginx against `npm run offline:server` (bench/lib/real-server.ts):
 * the sign-in page and an external review link, and the offline demo's sign-in page. Each page
 * is measured BENCH_LIGHTHOUSE_RUNS times (3), each in a fresh Chromium (CHROME_PATH, else
 * /usr/bin/chromium); every figure is the median of its runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { externalReviewLink, startRealServer } from './lib/real-server';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface Figures {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  transferredKB: number;
}

interface Targets {
  lcpMs: number;
  tbtMs?: number;
  cls?: number;
  score?: number;
}

/** The targets (32): real server pages in full, the offline demo's LCP only. */
const REAL_SERVER: Targets = { lcpMs: 2000, tbtMs: 150, cls: 0.05, score: 95 };
const OFFLINE_DEMO: Targets = { lcpMs: 2500 };

/**
 * One Lighthouse run. Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART,
 * "Please run Lighthouse again"): such a run is made again, up to 3 times in all.
 */
function lighthouseOnce(url: string, outDir: string, run: number, attempt = 1): Figures {
  const out = join(outDir, `run-${run}.json`);
  try {
    runLighthouse(url, out);
    return figuresOf(out);
  } catch (error) {
    if (attempt >= 3) throw error;
    process.stderr.write(`lighthouse: run ${run + 1} on ${url} failed; again\n`);
    return lighthouseOnce(url, outDir, run, attempt + 1);
  }
}

function runLighthouse(url: string, out: string): void {
  execFileSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

function figuresOf(out: string): Figures {
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { code: string };
  };
  const { score } = lhr.categories.performance;
  if (score === null) throw new Error(`no performance score (${lhr.runtimeError?.code ?? '?'})`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    score: score * 100,
    transferredKB: audit('total-byte-weight') / 1024,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

function measure(url: string, targets: Targets) {
  const dir = mkdtempSync(join(tmpdir(), 'proofdesk-lighthouse-'));
  const runs = Array.from({ length: RUNS }, (_, run) => lighthouseOnce(url, dir, run));
  rmSync(dir, { recursive: true, force: true });
  const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
  const [lcp, tbt, cls, score] = [m('lcpMs'), m('tbtMs'), m('cls'), m('score')];
  // A figure without a target is shown as it is (`figure`), with no verdict.
  const timed = (ours: number, target: number | undefined) => ({
    oursMs: round(ours),
    ...(target === undefined ? { figure: true } : { targetMs: target, pass: ours <= target }),
  });
  return {
    url,
    lcp: timed(lcp, targets.lcpMs),
    tbt: timed(tbt, targets.tbtMs),
    cls: {
      ours: round(cls, 3),
      ...(targets.cls === undefined
        ? { figure: true }
        : { target: targets.cls, pass: cls <= targets.cls }),
    },
    score: {
      ours: round(score),
      ...(targets.score === undefined
        ? { figure: true }
        : { atLeast: targets.score, pass: score >= targets.score }),
    },
    transferred: { oursKB: round(m('transferredKB'), 1), figure: true },
    runs: runs.map((r) => ({ ...r, transferredKB: round(r.transferredKB, 1) })),
  };
}

export async function run(distDir: string) {
  const server = await startRealServer(distDir);
  try {
    const link = await externalReviewLink(server.api);
    return {
      preset: 'Lighthouse 12.2.3 mobile: simulated slow 4G, 4x CPU slowdown',
      runsPerPage: RUNS,
      'sign-in': measure(`${server.app}/login`, REAL_SERVER),
      'external-review': measure(link, REAL_SERVER),
      'offline-demo-sign-in': measure(`${server.offline}/login`, OFFLINE_DEMO),
    };
  } finally {
    await server.close();
  }
}
