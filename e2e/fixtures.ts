import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './axe';
import { watchForRawKeys } from './raw-text-guard';
import { watchForCspViolations } from './security/csp-guard';

/** Every demo account's password (decisions.md, demo world). */
export const DEMO_PASSWORD = 'demo';

/**
 * Signs in through the real login form, as a person would, and waits until the app
 * has left the login page. The offline service seeds the demo accounts.
 */
export async function signIn(
  page: Page,
  email = 'anna@demo.test',
  password = DEMO_PASSWORD,
): Promise<void> {
  await signInFrom(page, '/login', email, password);
}

/**
 * Opens an in-app link while signed out, as from a bookmark or a colleague's message, and signs
 * in: the login page sends the person on to `path`. The app starts once, where signing in and
 * then loading `path` would start it twice.
 */
export async function signInAt(page: Page, path: string, email = 'anna@demo.test'): Promise<void> {
  await signInFrom(page, `/login?${new URLSearchParams({ next: path }).toString()}`, email);
}

async function signInFrom(
  page: Page,
  loginUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(loginUrl);
  await page.getByLabel(/e-?mail|user name/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/**
 * Opens an in-app path the way the app's own links do, without loading the page again (a new
 * load starts the app and its offline service once more: seconds on a busy machine). Loads it
 * when the app is not open in the page yet.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const appOpen = await page
    .evaluate(() => Boolean(document.querySelector('#root')?.hasChildNodes()))
    .catch(() => false);
  if (!appOpen) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Fails with a readable list when axe finds a serious or critical accessibility violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const serious = await seriousA11yViolations(page);
  expect(serious, `axe violations on ${page.url()}:\n${serious.join('\n')}`).toEqual([]);
}

/**
 * Every test fails when any page shows a translation key instead of its text, the app
 * reports a missing text, or a page throws or leaves a promise rejection unhandled, or the
 * Content-Security-Policy refuses anything. Tests that start signed in use `signedIn` (Anna,
 * owner and admin of both demo clients).
 */
export const test = base.extend<{ signedIn: Page }>({
  context: async ({ context }, provide) => {
    const rawKeys = await watchForRawKeys(context);
    const cspViolations = await watchForCspViolations(context);
    const pageErrors: string[] = [];
    context.on('weberror', (error) => pageErrors.push(String(error.error())));
    await provide(context);
    expect(rawKeys, 'translation keys or missing texts on screen').toEqual([]);
    expect(pageErrors, 'uncaught errors and unhandled rejections in the page').toEqual([]);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
  signedIn: async ({ page }, provide) => {
    await signIn(page);
    await provide(page);
  },
});

export { expect };
