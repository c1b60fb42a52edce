import type { Request } from '@playwright/test';
import {
  dashboardFirstLoad,
  measure,
  offlineServiceOnly,
  readManifest,
} from '../bench/bundle-size';
import { expect, test } from './fixtures';

// The build under test (playwright.config.ts serves the same folder).
const distDir = process.env.E2E_DIST ?? 'dist';
const CRISPS = 'Sea Salt crisps 150 g bag';
const TEST_BUILD_HOOK = 'src/app/reliability/test-hook.ts';

const fileOf = (url: string) => new URL(url).pathname.replace(/^\//, '');

/**
 * The budget check (scripts/check-bundle-budget.ts) sizes the dashboard's first load from the
 * build manifest. This test shows in a browser that the manifest's set is exactly what the
 * board needs: every other script is held back until the board is on screen, and every file
 * of the set is asked for. The offline service's own chunks pass (a deployment with a server
 * never loads them). The offline service's worker sends the app's files straight to the network,
 * so every one of them passes this page's route.
 */
test('the dashboard shows with only its first-load files; the rest loads after', async ({
  signedIn: page,
}) => {
  const manifest = readManifest(distDir);
  const firstKeys = dashboardFirstLoad(manifest);
  const firstLoad = new Set([...firstKeys].map((key) => manifest[key]?.file));
  const offline = new Set([...offlineServiceOnly(manifest)].map((key) => manifest[key]?.file));
  // The e2e build's hook (VITE_TEST_API=1) loads before the app renders; builds for people have none.
  const testHook = manifest[TEST_BUILD_HOOK]?.file;

  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const file = fileOf(route.request().url());
    if (!firstLoad.has(file) && !offline.has(file) && file !== testHook) {
      held.push(file);
      await released;
    }
    await route.continue();
  });
  const asked = new Set<string>();
  const onRequest = (request: Request) => {
    if (request.url().includes('/assets/') && request.url().endsWith('.js')) {
      asked.add(fileOf(request.url()));
    }
  };
  page.on('request', onRequest);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: CRISPS })).toBeVisible();
  page.off('request', onRequest);

  const missing = [...firstLoad].filter((file) => file !== undefined && !asked.has(file));
  expect(missing, 'first-load files the board never asked for (the budget overcounts)').toEqual([]);
  const size = measure(distDir, manifest, firstKeys);
  test.info().annotations.push({
    type: 'first load',
    description: `${size.gzipKB} KB gzipped in ${size.files.length} files; held until the board showed: ${held.join(', ') || 'none'}`,
  });

  // What was held is what the board's clicks need: it arrives now and works.
  release();
  await page.getByRole('button', { name: `Actions for “${CRISPS}”` }).click();
  const menu = page.getByRole('menu', { name: `Move “${CRISPS}”` });
  // The menu takes focus just after it shows; a key pressed before that goes to the page.
  await expect(menu.getByRole('menuitemradio', { checked: true }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
