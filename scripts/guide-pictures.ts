/**
 * Retakes the user guide's pictures (docs/guide/) from a built app:
 * `npx tsx scripts/guide-pictures.ts [dist folder]` (default `dist`). It builds nothing: build
 * first (`VITE_TEST_API=1 npm run build`, which adds the demo artwork to `dist`: the
 * inspection shots place the pointer through the review's test API). It serves the folder
 * with `vite preview` on a free port (GUIDE_PICTURES_PORT to choose one), signs in to the
 * offline demo in headless Chromium and writes one PNG per screen into docs/images/.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { disabledFeaturesSwitch, HEADLESS_CHROMIUM_ARGS } from '../e2e/chromium-switches';
import { freePort, hasPngquant, savePng, startPreview } from './guide-pictures/harness';
import { SHOTS, type Shot } from './guide-pictures/shots';

const OUT_DIR = 'docs/images';
const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
};
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  hasTouch: true,
  isMobile: true,
};

async function take(browser: Browser, baseURL: string, shot: Shot): Promise<number> {
  const context = await browser.newContext({
    ...(shot.phone ? PHONE : DESKTOP),
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    reducedMotion: 'reduce',
  });
  // The waits allow for a busy machine: the offline service and each screen's code start cold.
  context.setDefaultTimeout(90_000);
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await shot.open(page);
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    // The pointer rests where the last click left it; a link under it would show its hover look.
    if (!shot.phone) await page.mouse.move(1, 799);
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    return savePng(`${OUT_DIR}/${shot.file}`, png);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const distDir = process.argv[2] ?? 'dist';
  mkdirSync(OUT_DIR, { recursive: true });
  const only = process.env.GUIDE_PICTURES_ONLY?.split(',');
  const port = await freePort(Number(process.env.GUIDE_PICTURES_PORT) || undefined);
  const server = await startPreview(distDir, port);
  let browser: Browser | undefined;
  let failed = 0;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...HEADLESS_CHROMIUM_ARGS, disabledFeaturesSwitch()],
    });
    let total = 0;
    for (const shot of SHOTS.filter((s) => !only || only.includes(s.file))) {
      try {
        const bytes = await take(browser, server.url, shot);
        total += bytes;
        console.log(`${shot.file.padEnd(34)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
      } catch (error) {
        failed++;
        console.error(`${shot.file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const note = hasPngquant ? '' : ' (pngquant not installed: full-colour PNGs)';
    console.log(`total ${(total / 1024).toFixed(1)} KB${note}`);
  } finally {
    await browser?.close();
    server.stop();
  }
  if (failed > 0) process.exitCode = 1;
}

await main();
