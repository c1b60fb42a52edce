import type { Page } from '@playwright/test';
import { DEMO_LINK, DEMO_LINK_PASSWORD } from '../external-helpers';
import { expect, openInApp, signIn, test } from '../fixtures';
import { readStoredText, recordTraffic, type StoredText, type Traffic } from './storage-scan';

const CRISPS = { uid: 'prj-acme-sea-salt-crisps', name: 'Sea Salt crisps 150 g bag' };

async function sessionToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => sessionStorage.getItem('proofdesk.session'));
  const token = (JSON.parse(raw ?? '{}') as { token?: string }).token;
  if (!token) throw new Error('no session after sign-in');
  return token;
}

/** The places a token must never be, as one labelled text each. */
function leakPlaces(stored: StoredText, traffic: Traffic): Record<string, string> {
  return {
    localStorage: stored.localStorage,
    indexedDB: stored.indexedDB,
    cacheStorage: stored.cacheStorage,
    console: traffic.console.join('\n'),
    'URLs navigated (history)': traffic.navigations.join('\n'),
    'URLs requested': traffic.requestUrls.join('\n'),
  };
}

function placesHolding(token: string, places: Record<string, string>): string[] {
  return Object.entries(places)
    .filter(([, text]) => text.includes(token))
    .map(([place]) => place);
}

test('after sign-in, work and sign-out no token is left anywhere the page can reach', async ({
  page,
  context,
}) => {
  const traffic = recordTraffic(context);
  await signIn(page);
  const token = await sessionToken(page);

  // Work: a project, a reload (the session survives it), the demo settings, the dashboard.
  await openInApp(page, `/projects/${CRISPS.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: CRISPS.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: CRISPS.name })).toBeVisible();
  await openInApp(page, '/offline-settings');
  await expect(page.getByRole('textbox', { name: 'Time scale' })).toBeVisible();
  await openInApp(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(traffic.bearers.length).toBeGreaterThan(5);
  expect(placesHolding(token, leakPlaces(await readStoredText(page), traffic))).toEqual([]);

  await page.getByRole('button', { name: 'Anna Berg' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const stored = await readStoredText(page);
  // The tab's own copy (sessionStorage, for reloads) goes with the sign-out.
  expect(stored.sessionStorage).not.toContain(token);
  expect(placesHolding(token, leakPlaces(stored, traffic))).toEqual([]);
  // Nothing sent after the sign-out carries the old token.
  const sentBefore = traffic.bearers.length;
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  expect(traffic.bearers.slice(sentBefore).map((b) => b.token)).not.toContain(token);
});

test('an external review in a signed-in tab uses its own token and leaves the user session alone', async ({
  page,
  context,
}) => {
  const traffic = recordTraffic(context);
  await signIn(page);
  const userToken = await sessionToken(page);

  const beforeReview = traffic.bearers.length;
  await page.goto(DEMO_LINK);
  await page.getByLabel(/passwort|password/i).fill(DEMO_LINK_PASSWORD);
  await page.getByLabel(/passwort|password/i).press('Enter');
  // The review is open: its artwork is on screen (whichever asset the link names first).
  await expect(page.getByRole('application')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // Requests the dashboard had under way when the tab left it are not the reviewer's.
  const reviewBearers = traffic.bearers
    .slice(beforeReview)
    .filter((b) => b.pageUrl.includes('/external/') && b.url.includes('/api/'));
  expect(reviewBearers.length).toBeGreaterThan(0);
  // The reviewer's page never sends the user's token, and its token is another one.
  expect(reviewBearers.map((b) => b.token)).not.toContain(userToken);
  const reviewToken = reviewBearers[0]?.token ?? '';

  // Back in the app: still Anna, with her own token, and the review token is not reused.
  const beforeApp = traffic.bearers.length;
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await sessionToken(page)).toBe(userToken);
  // The header can show before the board's first request leaves: wait for the board's data.
  await expect(page.getByRole('link', { name: 'Cold Brew coffee label 250 ml' })).toBeVisible();
  const appTokens = new Set(traffic.bearers.slice(beforeApp).map((b) => b.token));
  expect([...appTokens]).toEqual([userToken]);

  const places = leakPlaces(await readStoredText(page), traffic);
  expect(placesHolding(userToken, places)).toEqual([]);
  expect(placesHolding(reviewToken, places)).toEqual([]);
});
