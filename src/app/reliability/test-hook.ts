import { api, isApiError } from '@/api/client';

/** What `window.__proofdeskTest.api` offers the e2e tests of test builds. */
export interface ApiTestHook {
  /**
   * Sends GETs to `paths` through the app's own client, all in the same tick, and resolves
   * with their statuses once each has its final answer (after any re-login and replay).
   */
  getAll(paths: string[]): Promise<number[]>;
}

/**
 * Test builds only (VITE_TEST_API=1): lets the reliability suite start requests the way several
 * screens at once would, so it can watch the client's re-login queue from the outside.
 */
export function exposeApiForTests(): void {
  const hook: ApiTestHook = {
    getAll: (paths) =>
      Promise.all(
        paths.map((path) =>
          api.raw(path).then(
            (response) => response.status,
            (error: unknown) => (isApiError(error) ? error.status : -1),
          ),
        ),
      ),
  };
  const target = window as unknown as { __proofdeskTest?: Record<string, unknown> };
  target.__proofdeskTest = { ...target.__proofdeskTest, api: hook };
}
