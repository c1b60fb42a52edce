/**
 * Screens under a faulty service (`npm run bench -- reliability`): the production build in
 * headless Chromium, its offline service set to OFFLINE_FAULTS (default
 * `latency=200-800,error=0.05`: every answer 200-800 ms late, one in twenty a bodiless 500).
 * The dashboard, a project and the review tool are each opened 20 times by a full page load;
 * a screen counts as usable when its content is there (see SCREENS) with no click from
 * anyone, within 30 s. Reports the share usable without a manual retry (goal 100 %) and the
 * median and p90 time to usable per screen.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { launchBenchBrowser } from './lib/browser';
import { serviceCall, signIn, startBuiltApp } from './lib/built-app';
import { percentile, round } from './lib/measure';

const OUT_DIR = join(tmpdir(), 'proofdesk-bench-reliability');
const FAULTS =
  process.env.OFFLINE_FAULTS ?? process.env.MOCK_FAULTS ?? 'latency=200-800,error=0.05';
const OPENS = Number(process.env.BENCH_OPENS ?? 20);
const USABLE_WITHIN_MS = 30_000;

interface Screen {
  name: string;
  path: string;
  /** Every locator visible means a person can work on the screen. */
  usable: (page: Page) => Locator[];
}

const SCREENS: Screen[] = [
  {
    name: 'dashboard',
    path: '',
    usable: (page) => [
      page.getByRole('heading', { level: 1, name: 'Dashboard' }),
      page.getByRole('link', { name: 'Sparkling Lemon 330 ml can' }).first(),
    ],
  },
  {
    name: 'project',
    path: 'projects/prj-acme-lemon-can',
    usable: (page) => [
      page.getByRole('heading', { level: 1, name: 'Sparkling Lemon 330 ml can' }),
      page.getByRole('region', { name: 'Details' }).getByText('R3'),
    ],
  },
  {
    name: 'review',
    path: 'review/ast-acme-coffee-pouch',
    usable: (page) => [
      page.getByRole('application', { name: /^Artwork, page 1 of \d+$/ }),
      page.getByRole('group', { name: 'Tools' }),
      page.getByRole('button', { name: /Energy value/ }).first(),
    ],
  },
];

async function setFaults(page: Page, faults: string): Promise<void> {
  const { status } = await serviceCall(page, '/api/v1/mock/settings', 'PUT', { faults });
  if (status !== 200) throw new Error(`mock settings: HTTP ${status}`);
}

/** Milliseconds from the start of the load until the screen is usable, or null if it never was. */
async function openOnce(page: Page, url: string, screen: Screen): Promise<number | null> {
  const started = Date.now();
  await page.goto(url);
  try {
    for (const locator of screen.usable(page)) {
      await locator.waitFor({
        state: 'visible',
        timeout: USABLE_WITHIN_MS - (Date.now() - started),
      });
    }
  } catch {
    return null;
  }
  return Date.now() - started;
}

export async function run(): Promise<Record<string, unknown>> {
  const { base, close } = await startBuiltApp(
    OUT_DIR,
    Number(process.env.BENCH_RELIABILITY_PORT ?? 4188),
  );
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, base);
    await setFaults(page, FAULTS);

    const screens: Record<string, unknown> = {};
    let usableCount = 0;
    let opened = 0;
    for (const screen of SCREENS) {
      const times: number[] = [];
      let failures = 0;
      for (let i = 0; i < OPENS; i++) {
        const ms = await openOnce(page, `${base}${screen.path}`, screen);
        opened += 1;
        if (ms === null) failures += 1;
        else times.push(ms);
      }
      usableCount += times.length;
      const sorted = [...times].sort((a, b) => a - b);
      screens[screen.name] = {
        opened: OPENS,
        usableWithoutRetry: times.length,
        failures,
        medianMs: sorted.length ? round(percentile(sorted, 50)) : null,
        p90Ms: sorted.length ? round(percentile(sorted, 90)) : null,
      };
    }
    await setFaults(page, '');
    return {
      faults: FAULTS,
      opensPerScreen: OPENS,
      usableWithoutRetryPercent: round((100 * usableCount) / opened),
      goalPercent: 100,
      pass: usableCount === opened,
      screens,
    };
  } finally {
    await browser.close();
    await close();
  }
}
