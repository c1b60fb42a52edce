import { DEMO_PASSWORD, expect, signIn, test } from '../fixtures';
import { watchForCspViolations } from '../security/csp-guard';
import { ASSETS, chooseTool, comment, drag, openReview } from '../review-helpers';
import { callApi } from './api';
import { API_ORIGIN, APP_ORIGIN } from './origins';
import { DEMO_LINK, DEMO_LINK_PASSWORD } from '../external-helpers';
import type { Page } from '@playwright/test';

/** The API requests a page sends (preflights left out), as `METHOD url`. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'OPTIONS' && request.url().startsWith(`${API_ORIGIN}/api/`)) {
      calls.push(`${request.method()} ${request.url()}`);
    }
  });
  return calls;
}

// Served by deploy/nginx/start.sh with PROOFDESK_API_BASE_URL naming offline:server's origin; the
// fixtures fail every test on any Content-Security-Policy violation.

test('signs in, shows the dashboard and keeps an annotation, all from the API on its origin', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_ORIGIN}/api/`)) apiCalls.push(request.url());
  });
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(apiCalls.some((url) => url.endsWith('/api/v1/token/login'))).toBe(true);

  await openReview(page, ASSETS.coffeePouch);
  await chooseTool(page, 'Rectangle');
  await drag(page, [0.2, 0.3], [0.4, 0.45]);
  await comment(page, 'Served by nginx, stored by the API');
  const stored = await callApi<Record<string, { text: string }[]>>(
    page,
    'GET',
    `/api/v1/annotation/all?AssetUID=${ASSETS.coffeePouch}`,
  );
  expect(
    Object.values(stored)
      .flat()
      .map((a) => a.text),
  ).toContain('Served by nginx, stored by the API');
  // Nothing came from an offline service: no worker took the app's requests.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('an external review link from the outbox opens the review on nginx', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const task = await callApi<{ reviewUrl: string }>(page, 'POST', '/api/v1/task/review_asset_ext', {
    projectUID: 'prj-nordic-lingonberry-juice',
    email: 'nginx-reviewer@printshop.example',
    assetUIDs: [ASSETS.jamLabel],
    emailLanguage: 'English',
    isReadOnly: false,
    isAllowDownloadAssets: false,
  });
  expect(task.reviewUrl.startsWith(`${APP_ORIGIN}/external/`)).toBe(true);
  const outbox = await callApi<{ to: string; links: string[] }[]>(
    page,
    'GET',
    '/api/v1/mock/outbox',
  );
  const link = outbox.find((mail) => mail.to === 'nginx-reviewer@printshop.example')?.links[0];
  expect(link).toBe(`${task.reviewUrl}?lang=en`);

  // The reviewer's own browser, with no session of the app.
  const context = await browser.newContext();
  const violations = await watchForCspViolations(context);
  const reviewer = await context.newPage();
  const apiCalls = recordApiCalls(reviewer);
  // The app's entry is held back: what shows first is external-review.html's own copy.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await reviewer.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const answer = await reviewer.goto(link ?? '', { waitUntil: 'commit' });
  // The link's own page: a head start on the API's connection, and its early script.
  expect(answer?.headers().link).toBe(`<${API_ORIGIN}>; rel=preconnect; crossorigin`);
  const title = reviewer.getByRole('heading', { level: 1 });
  await expect(title).toContainText('.png');
  await expect(reviewer.getByText(/^Version \d+$/)).toBeVisible();
  const name = await title.textContent();
  release();
  // The app's page replaces the copy, with the same name in the same place.
  await expect(reviewer.locator('#external-review-shell')).toHaveCount(0);
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
  await expect(reviewer.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  // Started by that script before the app had loaded, and taken over by the app: each once.
  expect(apiCalls.filter((call) => call.endsWith('/api/v1/review/session'))).toHaveLength(1);
  expect(apiCalls.filter((call) => call.includes('/api/v1/asset?'))).toHaveLength(1);
  expect(await reviewer.evaluate(() => JSON.stringify(localStorage))).not.toContain('token');
  await context.close();
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

test('a link with a password shows its form on nginx and opens with it, exchanged once each', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const reviewer = await context.newPage();
  const apiCalls = recordApiCalls(reviewer);
  await reviewer.goto(DEMO_LINK);
  const field = reviewer.getByLabel(/passwort|password/i);
  await expect(field).toBeVisible();
  // The early exchange was refused (412): nothing else was asked for, and the app did not ask again.
  expect(apiCalls).toEqual([`POST ${API_ORIGIN}/api/v1/review/session`]);
  await field.fill(DEMO_LINK_PASSWORD);
  await field.press('Enter');
  await expect(reviewer.getByRole('heading', { level: 1 })).toContainText('.png');
  expect(apiCalls.filter((call) => call.endsWith('/api/v1/review/session'))).toHaveLength(2);
  await context.close();
});

test('the sign-in page paints before the app has loaded and keeps what was typed into it', async ({
  page,
}) => {
  // The app's entry is held back: what shows is sign-in.html's static copy of the page.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Proofdesk' })).toBeVisible();
  await page.getByLabel('Email').fill('anna@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  // Held, not sent as a query with the password in it.
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the app takes over the sign-in copy with what was typed and the focus where it was', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('anna@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  release();
  // The copy is gone once the app's own page has replaced it.
  await expect(page.locator('#sign-in-shell')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('anna@demo.test');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
