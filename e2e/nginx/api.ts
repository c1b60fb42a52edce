import type { Page } from '@playwright/test';
import { API_ORIGIN } from './origins';

/** Calls the API on its own origin from the page, with the signed-in session's token. */
export function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const raw = sessionStorage.getItem('proofdesk.session');
      const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status}`);
      return ((await response.json()) as { result: T }).result;
    },
    { url: `${API_ORIGIN}${path}`, method, body },
  );
}
