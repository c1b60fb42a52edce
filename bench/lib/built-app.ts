/**
 * The benchmarks that drive the whole app: its production build served by `vite preview`, the
 * demo sign-in, and calls to the in-browser offline service with the tab's own session.
 */
import type { Page } from '@playwright/test';
import { build, preview } from 'vite';

export interface BuiltApp {
  /** The app's URL, ending in `/`. */
  base: string;
  close: () => Promise<void>;
}

/** Builds the app into `outDir` and serves it on `port` with the production headers. */
export async function startBuiltApp(outDir: string, port: number): Promise<BuiltApp> {
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  const base = server.resolvedUrls?.local[0];
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.httpServer.close((error) => (error ? reject(error) : resolve()));
    });
  if (!base) {
    await close();
    throw new Error('the preview server has no URL');
  }
  return { base, close };
}

/** Signs in as the demo project owner through the login form. */
export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}login`);
  await page.getByLabel(/e-?mail|user name/i).fill('anna@demo.test');
  await page.getByLabel(/^password$/i).fill('demo');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/** A JSON call to the service from the page, with the tab's token: its status and body. */
export async function serviceCall(
  page: Page,
  path: string,
  method: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path: p, method: m, body: b }) => {
      const raw = sessionStorage.getItem('proofdesk.session');
      const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
      const response = await fetch(p, {
        method: m,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { path, method, body },
  );
}

/** Moves the app to `path` the way its own links do (no page load). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
