import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API_ORIGIN, OFFLINE_ORIGIN } from './origins';

// What deploy/nginx serves, header by header (no browser needed).

test('index.html, config.json and the service workers are revalidated; the policy names the API', async ({
  request,
}) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const policy = index.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`connect-src 'self' ${API_ORIGIN};`);
  expect(policy).toContain(`img-src 'self' blob: ${API_ORIGIN};`);
  expect(index.headers()['x-frame-options']).toBe('DENY');

  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.json()).toEqual({ apiBaseUrl: API_ORIGIN });

  for (const worker of ['/offline-service-worker.js', '/mockServiceWorker.js']) {
    const answer = await request.get(worker);
    expect(answer.headers()['content-type']).toContain('javascript');
    expect(answer.headers()['cache-control']).toBe('no-cache');
  }
});

test('hashed assets are immutable and compressed; a missing one is a 404, not the app', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(script).not.toBe('');
  // Brotli when Debian's module is installed (deploy/nginx/start.sh loads it then), else gzip only.
  const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
  for (const encoding of brotli ? ['gzip', 'br'] : ['gzip']) {
    const answer = await request.get(script, { headers: { 'Accept-Encoding': encoding } });
    expect(answer.headers()['content-encoding']).toBe(encoding);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");
  }
  expect((await request.get('/assets/no-such-chunk-0000.js')).status()).toBe(404);
});

test('every app path falls back to index.html', async ({ request }) => {
  const answer = await request.get('/projects/prj-anything/assets?tab=files');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/html');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(await answer.text()).toContain('<div id="root">');
});

test('/login is the sign-in page’s own HTML for a real API; the offline demo keeps index.html', async ({
  request,
}) => {
  const login = await request.get('/login?next=%2Fprojects');
  expect(login.headers()['cache-control']).toBe('no-cache');
  expect(login.headers()['content-security-policy']).toContain(`connect-src 'self' ${API_ORIGIN};`);
  const html = await login.text();
  expect(html).toContain('<div id="sign-in-shell">');
  expect(html).toContain('Sign in to Proofdesk');
  expect(html).not.toContain('<script type="module"');
  const demo = await (await request.get(`${OFFLINE_ORIGIN}/login`)).text();
  expect(demo).not.toContain('sign-in-shell');
  expect(demo).toContain('<script type="module"');
});
