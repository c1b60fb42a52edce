/**
 * Leaks over a long session (`npm run bench -- leaks`), issue 17 item 2: the production build in
 * headless Chromium, on its offline service.
 * - review: 100 freshly uploaded assets (a 2,400 x 1,600 PNG each, three annotations each) are
 *   opened one after the other in the review tool, zoomed to 200 % and left for their project,
 *   all by in-app navigation as a reviewer does. What the page holds in the review tool and after
 *   leaving it is compared at the 100th asset with the 5th.
 * - dashboard: the dashboard opened and left (for My tasks) 50 times; the 50th against the 5th.
 * Pass: the JS heap without V8's compiled code (it grows as the engine optimises hot functions;
 * the whole heap is reported beside it) and decoded image pixels within 10 %, and no more
 * detached canvases, open ImageBitmaps, Konva nodes, workers or unrevoked object URLs than at the
 * 5th, all counted through the DevTools protocol after a forced garbage collection
 * (bench/lib/memory-probe.ts).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchBenchBrowser } from './lib/browser';
import { navigateInApp, serviceCall, signIn, startBuiltApp } from './lib/built-app';
import { noLeak, sampleMemory, trackObjectURLs, type MemorySample } from './lib/memory-probe';

const OUT_DIR = join(tmpdir(), 'proofdesk-bench-leaks');
const ASSETS = Number(process.env.BENCH_LEAK_ASSETS ?? 100);
const DASHBOARD_OPENS = Number(process.env.BENCH_LEAK_DASHBOARD ?? 50);
const EARLY = 5;
/** An empty demo project of Anna's. */
const PROJECT = 'prj-acme-sea-salt-crisps';

/** Uploads `count` artwork-like PNGs drawn in the page and returns their asset UIDs. */
async function uploadAssets(page: Page, count: number): Promise<string[]> {
  return page.evaluate(
    async ({ project, count: n }) => {
      const raw = sessionStorage.getItem('proofdesk.session');
      const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
      const uids: string[] = [];
      for (let i = 1; i <= n; i++) {
        const canvas = new OffscreenCanvas(2400, 1600);
        const g = canvas.getContext('2d');
        if (!g) throw new Error('no 2d context');
        const fill = g.createLinearGradient(0, 0, 2400, 1600);
        fill.addColorStop(0, `hsl(${(i * 37) % 360} 70% 60%)`);
        fill.addColorStop(1, `hsl(${(i * 91) % 360} 60% 30%)`);
        g.fillStyle = fill;
        g.fillRect(0, 0, 2400, 1600);
        g.fillStyle = '#fff';
        g.font = 'bold 160px sans-serif';
        g.fillText(`Carton ${i}`, 200, 800);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        const name = `leak-carton-${i}.png`;
        const form = new FormData();
        form.append('uploadedFile', blob, name);
        const query = new URLSearchParams({ ProjectUID: project, FileName: name });
        const response = await fetch(`/api/v1/asset/upload?${query.toString()}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          body: form,
        });
        if (!response.ok) throw new Error(`upload ${name}: HTTP ${response.status}`);
        uids.push(((await response.json()) as { result: { assetUID: string } }).result.assetUID);
      }
      return uids;
    },
    { project: PROJECT, count },
  );
}

async function waitProcessed(page: Page, uid: string): Promise<void> {
  for (;;) {
    const { json } = await serviceCall(page, `/api/v1/asset?AssetUID=${uid}`, 'GET');
    const status = (json as { result?: { status?: string } }).result?.status;
    if (status === 'Processed') return;
    if (status === 'Failed') throw new Error(`asset ${uid} failed to process`);
    await page.waitForTimeout(200);
  }
}

async function annotate(page: Page, uid: string, n: number): Promise<void> {
  for (let k = 1; k <= 3; k++) {
    const { status } = await serviceCall(page, '/api/v1/annotation', 'POST', {
      assetUID: uid,
      pageNumber: 0,
      text: `Leak check note ${k} on carton ${n}`,
      shape: { type: 'rect', points: [0.2 * k, 0.3, 0.2 * k + 0.1, 0.45] },
    });
    if (status !== 200) throw new Error(`annotation on ${uid}: HTTP ${status}`);
  }
}

/** Opens the asset in the review tool and zooms to 200 %. */
async function openReview(page: Page, uid: string, n: number): Promise<void> {
  await navigateInApp(page, `/review/${uid}`);
  await page.getByRole('application', { name: /^Artwork, page 1 of 1$/ }).waitFor();
  await page
    .getByRole('button', { name: `Leak check note 3 on carton ${n}` })
    .first()
    .waitFor();
  const zoom = page.getByRole('textbox', { name: 'Zoom level in percent' });
  await zoom.fill('200');
  await zoom.press('Enter');
  await page.getByText(/^Loading page/).waitFor({ state: 'hidden' });
}

async function leaveReview(page: Page): Promise<void> {
  await navigateInApp(page, `/projects/${PROJECT}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function dashboardOnce(page: Page): Promise<void> {
  await navigateInApp(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByRole('link', { name: 'Sparkling Lemon 330 ml can' }).first().waitFor();
  await navigateInApp(page, '/tasks');
  await page.getByRole('heading', { level: 1, name: 'My tasks' }).waitFor();
}

function verdict(early: MemorySample, late: MemorySample, earlyAt: number, lateAt: number) {
  const { pass, grew } = noLeak(early, late);
  const dataRatio = late.jsDataMB / early.jsDataMB;
  return {
    [`after${earlyAt}`]: early,
    [`after${lateAt}`]: late,
    // The app's JS heap (compiled code left out), later over earlier; the whole heap's beside it.
    ratio: Math.round(dataRatio * 1000) / 1000,
    wholeHeapRatio: Math.round((late.jsHeapUsedMB / early.jsHeapUsedMB) * 1000) / 1000,
    targetRatio: 1.1,
    grew,
    pass,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const app = await startBuiltApp(OUT_DIR, Number(process.env.BENCH_LEAKS_PORT ?? 4190));
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await trackObjectURLs(page);
    await signIn(page, app.base);
    const cdp = await page.context().newCDPSession(page);
    // The simulated processing waits, divided by 1,000: the set-up is the upload itself.
    await serviceCall(page, '/api/v1/mock/settings', 'PUT', { timeScale: 1000 });
    const setUpStarted = Date.now();
    const uids = await uploadAssets(page, ASSETS);
    for (const [i, uid] of uids.entries()) {
      await waitProcessed(page, uid);
      await annotate(page, uid, i + 1);
    }

    const setUpMs = Date.now() - setUpStarted;
    // Sampled in the review tool (what one asset holds) and after leaving it (what is left).
    const inReview: MemorySample[] = [];
    const left: MemorySample[] = [];
    const started = Date.now();
    for (const [i, uid] of uids.entries()) {
      const sampled = i + 1 === EARLY || i + 1 === uids.length;
      await openReview(page, uid, i + 1);
      if (sampled) inReview.push(await sampleMemory(page, cdp));
      await leaveReview(page);
      if (sampled) left.push(await sampleMemory(page, cdp));
    }
    const reviewMs = Date.now() - started;
    const [inEarly, inLate, leftEarly, leftLate] = [inReview[0], inReview[1], left[0], left[1]];
    if (!inEarly || !inLate || !leftEarly || !leftLate)
      throw new Error(`BENCH_LEAK_ASSETS must be over ${EARLY}`);
    const review = {
      inReviewTool: verdict(inEarly, inLate, EARLY, ASSETS),
      afterLeaving: verdict(leftEarly, leftLate, EARLY, ASSETS),
    };

    let dashEarly: MemorySample | null = null;
    for (let i = 1; i <= DASHBOARD_OPENS; i++) {
      await dashboardOnce(page);
      if (i === EARLY) dashEarly = await sampleMemory(page, cdp);
    }
    const dashboard = verdict(
      dashEarly ?? (await sampleMemory(page, cdp)),
      await sampleMemory(page, cdp),
      EARLY,
      DASHBOARD_OPENS,
    );
    return {
      review: {
        assets: ASSETS,
        setUpMs,
        msPerAsset: Math.round(reviewMs / ASSETS),
        ...review,
        pass: review.inReviewTool.pass && review.afterLeaving.pass,
      },
      dashboard: { opens: DASHBOARD_OPENS, ...dashboard },
      pass: review.inReviewTool.pass && review.afterLeaving.pass && dashboard.pass,
    };
  } finally {
    await browser.close();
    await app.close();
  }
}
