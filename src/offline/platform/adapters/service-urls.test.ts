import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestService, type TestService } from './node';

/**
 * Under the Vite dev server the service worker sees every request the page makes, the app's
 * own modules included. The service must answer only its API and its generated files.
 */
let t: TestService;
beforeAll(async () => {
  t = await createTestService();
});
afterAll(() => t.dispose());

const origin = 'http://127.0.0.1:5173';
const answer = (path: string, method = 'GET') =>
  getResponse(t.service.handlers, new Request(`${origin}${path}`, { method }));

describe('which URLs the offline service answers', () => {
  it.each([
    '/src/lib/files/index.ts',
    '/src/lib/files/index.ts?t=1732500000000',
    '/src/offline/platform/http/files-routes.ts',
    '/node_modules/.vite/deps/react.js?v=1a2b3c',
    '/@vite/client',
    '/src/api/v1/anything.ts',
    '/assets/files/logo.svg',
    '/app/api/v1/project',
    '/mockServiceWorker.js',
    '/',
  ])('lets %s pass through to the network', async (path) => {
    expect(await answer(path)).toBeUndefined();
  });

  it('answers its API under /api/v1/ at the root, unknown endpoints included', async () => {
    const login = await getResponse(
      t.service.handlers,
      new Request(`${origin}/api/v1/token/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName: 'anna@demo.test', password: 'demo' }),
      }),
    );
    expect(login?.status).toBe(200);
    const unknown = await answer('/api/v1/no-such-endpoint', 'DELETE');
    expect(unknown?.status).toBe(404);
    expect(unknown?.headers.get('X-Mock-Service')).toBe('offline');
  });

  it('answers generated files under /files/ at the root', async () => {
    const missing = await answer('/files/not-a-real-key');
    expect(missing?.status).toBe(404);
    expect(missing?.headers.get('X-Mock-Service')).toBe('offline');
  });
});
