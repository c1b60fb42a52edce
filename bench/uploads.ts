/**
 * Bulk upload through the app's upload queue, in headless Chromium against the built app and
 * its in-browser offline service: 50 small files picked on a project's Assets tab, from the
 * change event until the queue says all 50 are uploaded, divided by the same 50 requests sent
 * by a bare sequential fetch loop in the same page, in interleaved rounds. Verdict on the median
 * of the rounds' own ratios (spread reported). Target (issue 17): at most 1.1.
 *
 * The service's processing is pushed out of the measured window (timeScale 0.0001), for both
 * sides alike: conversion runs on the page's own thread in offline mode and would only add noise.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchBenchBrowser } from './lib/browser';
import { serviceCall, signIn, startBuiltApp } from './lib/built-app';
import { rgbPng } from './lib/png';

const OUT_DIR = join(tmpdir(), 'proofdesk-bench-uploads');
const FILES = 50;
// Interleaved rounds (issue 17: at least 15 where a figure is noisy).
const ROUNDS = Number(process.env.BENCH_UPLOADS_ROUNDS ?? 15);
/** Empty demo projects of Anna's: the queue and the fetch loop each get their own. */
const QUEUE_PROJECT = 'prj-acme-private-label-ketchup';
const FETCH_PROJECT = 'prj-acme-sea-salt-crisps';

const round = (n: number) => Math.round(n * 100) / 100;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A small valid PNG (32 x 32, pseudo-random pixels, about 3 kB). */
function smallPng(seed: number): Buffer {
  let state = seed;
  return rgbPng(32, 32, (_y, row) => {
    for (let i = 1; i < row.length; i++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      row[i] = state >>> 24;
    }
  });
}

/** The app's queue: from the file input's change event until the panel counts all as uploaded. */
async function queueRun(page: Page, roundNo: number, files: Buffer[]): Promise<number> {
  await page.evaluate((count) => {
    const bench = window as unknown as { uploadBench: Promise<number> };
    bench.uploadBench = new Promise<number>((resolve) => {
      let started = 0;
      document.addEventListener(
        'change',
        (event) => {
          if (event.target instanceof HTMLInputElement && event.target.type === 'file')
            started = performance.now();
        },
        { capture: true, once: true },
      );
      const done = `${count} of ${count} uploaded`;
      const observer = new MutationObserver(() => {
        const status = [...document.querySelectorAll('[role="status"]')].find((node) =>
          node.textContent.startsWith(done),
        );
        if (status && started > 0) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, files.length);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (
    await chooser
  ).setFiles(
    files.map((buffer, i) => ({
      name: `bench-q${roundNo}-${i}.png`,
      mimeType: 'image/png',
      buffer,
    })),
  );
  const ms = await page.evaluate(
    () => (window as unknown as { uploadBench: Promise<number> }).uploadBench,
  );
  await page.getByRole('button', { name: 'Clear finished' }).click();
  return ms;
}

/** The same requests from a bare sequential fetch loop in the page. */
async function fetchRun(page: Page, roundNo: number, files: Buffer[]): Promise<number> {
  return page.evaluate(
    async ({ project, prefix, payloads }) => {
      const raw = sessionStorage.getItem('proofdesk.session');
      const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
      const blobs = payloads.map(
        (bytes) => new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
      );
      const started = performance.now();
      for (const [i, blob] of blobs.entries()) {
        const name = `${prefix}-${i}.png`;
        const form = new FormData();
        form.append('uploadedFile', blob, name);
        const query = new URLSearchParams({ ProjectUID: project, FileName: name });
        const response = await fetch(`/api/v1/asset/upload?${query.toString()}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          body: form,
        });
        if (!response.ok) throw new Error(`upload ${name}: HTTP ${response.status}`);
        await response.json();
      }
      return performance.now() - started;
    },
    { project: FETCH_PROJECT, prefix: `bench-f${roundNo}`, payloads: files.map((b) => [...b]) },
  );
}

export async function run(): Promise<Record<string, unknown>> {
  const { base, close } = await startBuiltApp(
    OUT_DIR,
    Number(process.env.BENCH_UPLOADS_PORT ?? 4187),
  );
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    await signIn(page, base);
    const settings = await serviceCall(page, '/api/v1/mock/settings', 'PUT', { timeScale: 0.0001 });
    if (settings.status !== 200) throw new Error(`mock settings: HTTP ${settings.status}`);
    await page.goto(`${base}projects/${QUEUE_PROJECT}/assets`);
    await page.getByRole('button', { name: 'Upload files' }).waitFor();

    const files = Array.from({ length: FILES }, (_, i) => smallPng(i + 1));
    // Warm-up: code paths, the service worker and the page's caches.
    await fetchRun(page, 0, files.slice(0, 5));
    await queueRun(page, 0, files.slice(0, 5));

    const queue: number[] = [];
    const bare: number[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      // Alternate which goes first, so neither always meets a busier service.
      if (r % 2 === 1) {
        bare.push(await fetchRun(page, r, files));
        queue.push(await queueRun(page, r, files));
      } else {
        queue.push(await queueRun(page, r, files));
        bare.push(await fetchRun(page, r, files));
      }
    }
    const ratio = median(queue) / median(bare);
    // Each round's own ratio: a load change during the run moves both sides of a round alike.
    const perRound = queue.map((q, i) => q / (bare[i] ?? NaN));
    const paired = median(perRound);
    return {
      files: FILES,
      bytesPerFile: Math.round(files.reduce((sum, f) => sum + f.length, 0) / FILES),
      rounds: ROUNDS,
      queueMs: queue.map(round),
      bareFetchMs: bare.map(round),
      queueMedianMs: round(median(queue)),
      bareFetchMedianMs: round(median(bare)),
      ratio: round(ratio),
      pairedRatioMedian: round(paired),
      pairedRatioMin: round(Math.min(...perRound)),
      pairedRatioMax: round(Math.max(...perRound)),
      targetRatio: 1.1,
      withinTarget: paired <= 1.1,
    };
  } finally {
    await browser.close();
    await close();
  }
}
