import type { Page } from '@playwright/test';
import { expect, openInApp } from './fixtures';

/** Demo assets (decisions.md demo world) by their fixed UIDs. */
export const ASSETS = {
  coffeePouch: 'ast-acme-coffee-pouch',
  jamLabel: 'ast-nordic-jam-label',
  jamLeaflet: 'ast-nordic-jam-leaflet',
} as const;

export const USERS = { anna: 'usr-anna-berg', ravi: 'usr-ravi-kumar' } as const;

/** Opens the review tool and waits until the page is loaded and drawn sharp. */
export async function openReview(page: Page, assetUID: string, taskUID?: string): Promise<void> {
  await openInApp(page, `/review/${assetUID}${taskUID ? `?taskUID=${taskUID}` : ''}`);
  // The review of the asset before may still be mounted (and sharp) right after an in-app
  // navigation: wait for this asset's.
  await page.waitForFunction((uid) => {
    const review = window.__proofdeskTest?.review;
    return review?.assetUID() === uid && review.isSharp();
  }, assetUID);
}

/** Client pixels of a page point given as shares of the page (0..1). */
export function at(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([px, py]) => {
      const api = window.__proofdeskTest?.review;
      if (!api) throw new Error('The review test API is missing: build with VITE_TEST_API=1.');
      return api.pageToClient(px, py);
    },
    [x, y] as const,
  );
}

/** Drags with the mouse between two page points (shares), in steps like a hand would. */
export async function drag(
  page: Page,
  from: [number, number],
  to: [number, number],
  via: [number, number][] = [],
): Promise<void> {
  const start = await at(page, ...from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const point of [...via, to]) {
    const p = await at(page, ...point);
    await page.mouse.move(p.x, p.y, { steps: 4 });
  }
  await page.mouse.up();
}

/** Chooses a tool from the toolbar. */
export async function chooseTool(page: Page, name: string): Promise<void> {
  await page
    .getByRole('group', { name: 'Tools' })
    .getByRole('button', { name, exact: true })
    .click();
}

/** Types the draft's comment and saves it with Enter. */
export async function comment(page: Page, text: string): Promise<void> {
  const field = page
    .getByRole('form', { name: 'New annotation' })
    .getByRole('textbox', { name: 'Comment' });
  await expect(field).toBeFocused();
  await field.fill(text);
  await field.press('Enter');
  await expect(page.getByRole('form', { name: 'New annotation' })).toBeHidden();
}

/** Calls the API from the page with the signed-in session's token. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the result type it expects
export async function callApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; result: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const raw = sessionStorage.getItem('proofdesk.session');
      const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json().catch(() => ({}))) as { result: T };
      return { status: response.status, result: json.result };
    },
    { method, path, body },
  );
}

/** Every annotation of an asset, straight from the service. */
interface StoredAnnotation {
  annotationUID: string;
  text: string;
  shape: { type: string; points: number[] } | null;
  parentAnnotationUID: string | null;
}

export async function serviceAnnotations(
  page: Page,
  assetUID: string,
): Promise<StoredAnnotation[]> {
  const { result } = await callApi<Record<string, StoredAnnotation[]>>(
    page,
    'GET',
    `/api/v1/annotation/all?AssetUID=${assetUID}`,
  );
  return Object.values(result).flat();
}

/**
 * Answers `url` with `body` from now on in this page. The offline service answers from a
 * service worker, out of page.route's reach, so the page's own fetch is wrapped.
 */
export async function answerWith(page: Page, url: string, body: Uint8Array): Promise<void> {
  await page.evaluate(
    ({ url, base64 }) => {
      type Faked = typeof window & { __fakedPage?: Uint8Array<ArrayBuffer> };
      const w = window as Faked;
      const faked = w.__fakedPage === undefined;
      w.__fakedPage = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      if (!faked) return;
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const bytes = w.__fakedPage;
        if (String(input instanceof Request ? input.url : input) === url && bytes)
          return Promise.resolve(new Response(bytes, { headers: { 'Content-Type': 'image/png' } }));
        return send(input, init);
      };
    },
    { url, base64: Buffer.from(body).toString('base64') },
  );
}
