import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The offline service's knobs (GET/PUT /api/v1/mock/settings), as far as these tests turn them. */
export interface MockKnobs {
  faults?: string;
  rateLimits?: string;
  storageQuotaMB?: number | null;
  timeScale?: number;
}

/** Calls the API from the page with the tab's session token (the /mock/ calls are exempt from faults and limits). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the result type it expects
export async function serviceCall<T>(
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

export async function setKnobs(page: Page, knobs: MockKnobs): Promise<void> {
  const answer = await serviceCall<MockKnobs>(page, 'PUT', '/api/v1/mock/settings', knobs);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
}

/** Ends the tab's session on the offline service, as if its token had run out. */
export async function expireSession(page: Page): Promise<void> {
  const answer = await serviceCall(page, 'POST', '/api/v1/mock/session/expire');
  expect(answer.status).toBe(200);
}

/** One API request the page made, with its answer's status (0 until answered). */
export interface ApiRequest {
  method: string;
  path: string;
  sentAt: number;
  status: number;
  /** Date.now() when the answer arrived; 0 until then. */
  answeredAt: number;
  retryAfter: string | undefined;
}

/** Records every /api/v1/ request of the context except the test's own /mock/ calls, in send order. */
export function recordApi(context: BrowserContext): ApiRequest[] {
  const log: ApiRequest[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v1/') || url.pathname.startsWith('/api/v1/mock/')) return;
    const entry: ApiRequest = {
      method: request.method(),
      path: `${url.pathname}${url.search}`,
      sentAt: Date.now(),
      status: 0,
      answeredAt: 0,
      retryAfter: undefined,
    };
    log.push(entry);
    request
      .response()
      .then((response) => {
        entry.status = response?.status() ?? -1;
        entry.answeredAt = Date.now();
        entry.retryAfter = response?.headers()['retry-after'];
      })
      // A request still unanswered when the test ends (a hung or lost save) stays at 0.
      .catch(() => undefined);
  });
  return log;
}

/** Projects named exactly `name` that the service holds, straight from it. */
export async function projectsNamed(page: Page, name: string): Promise<number> {
  const answer = await serviceCall<{ name: string }[]>(
    page,
    'GET',
    `/api/v1/project?Query=${encodeURIComponent(name)}&States=Active,OnHold,Completed,Archived`,
  );
  expect(answer.status).toBe(200);
  return answer.result.filter((p) => p.name === name).length;
}
