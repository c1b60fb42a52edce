import { describe, expect, it, vi } from 'vitest';
import {
  answer,
  fakeCaches,
  loadWorker,
  origin,
  RecordedPattern,
  textOf,
} from './offline-worker-sandbox';

/**
 * The app-shell half of public/offline-service-worker.js (a production build registers it with
 * `?shell=<build>`): the page document network first with the last one as the fallback, the
 * hashed assets answered from the cache by a static route and copied there when the page asks,
 * nothing else cached, and a worker that outlives its tabs.
 */
const online = (url: string) =>
  Promise.resolve(
    url.endsWith('/') || !url.includes('/assets/')
      ? answer(`page ${url}`, { contentType: 'text/html' })
      : answer(`file ${url}`),
  );
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const SHELL = 'proofdesk-shell-index-b1';

describe('the offline worker’s app shell', () => {
  it('caches nothing without the build flag (the dev server): assets and pages go to the network', async () => {
    const worker = loadWorker('', online);
    const requests: [string, string][] = [
      ['/assets/index-b1.js', 'cors'],
      ['/projects/p1', 'navigate'],
    ];
    for (const [path, mode] of requests) {
      const { event } = await worker.request(path, mode);
      expect(event.stopped).toBe(true);
      expect(event.answer).toBeUndefined();
    }
    expect(worker.stores.size).toBe(0);
  });

  it('routes assets to the cache and pages to the worker only with the flag', () => {
    const addRoutes = vi.fn(() => Promise.resolve());
    loadWorker('?shell=index-b1', online).dispatch('install', { addRoutes });
    const [rules] = addRoutes.mock.calls[0] as unknown as [
      [{ condition: object; source: unknown }, { condition: { not: { or: unknown[] } } }],
    ];
    // First the assets: from this build's cache (Chromium goes to the network when it has none).
    expect(rules[0]).toEqual({
      condition: { urlPattern: new RecordedPattern({ pathname: '/assets/*' }) },
      source: { cacheName: SHELL },
    });
    expect(rules[1].condition.not.or.slice(2)).toEqual([{ requestMode: 'navigate' }]);
  });

  it('answers a page from the network and keeps it; without a network, from what it kept', async () => {
    let network = online;
    const worker = loadWorker('?shell=index-b1', (url) => network(url));
    const first = await worker.request('/projects/p1', 'navigate');
    expect(await textOf(first.response)).toBe(`page ${origin}/projects/p1`);
    network = offline;
    const again = await worker.request('/library', 'navigate');
    expect(await textOf(again.response)).toBe(`page ${origin}/projects/p1`);
    expect([...(worker.stores.get(SHELL)?.keys() ?? [])]).toEqual([`${origin}/`]);
  });

  it('never keeps an error page, a redirect or something other than HTML as the page', async () => {
    const bad = [
      answer('oops', { ok: false, contentType: 'text/html' }),
      answer('elsewhere', { redirected: true, contentType: 'text/html' }),
      answer('{}', { contentType: 'application/json' }),
    ];
    const worker = loadWorker('?shell=index-b1', () => Promise.resolve(bad.shift() ?? answer('')));
    for (let i = 0; i < 3; i++) await worker.request('/x', 'navigate');
    expect(worker.stores.get(SHELL)?.size ?? 0).toBe(0);
  });

  it('without a network and nothing kept, the page fails as it would without the worker', async () => {
    const worker = loadWorker('?shell=index-b1', offline);
    await expect(worker.request('/', 'navigate')).rejects.toThrow('Failed to fetch');
  });

  it('where there are no static routes, answers an asset from the cache or the network, keeping nothing', async () => {
    const storage = fakeCaches({ [SHELL]: { [`${origin}/assets/app-b1.js`]: answer('kept') } });
    const worker = loadWorker('?shell=index-b1', online, storage);
    const kept = await worker.request('/assets/app-b1.js');
    expect(await textOf(kept.response)).toBe('kept');
    const fresh = await worker.request('/assets/other-b1.js');
    expect(await textOf(fresh.response)).toBe(`file ${origin}/assets/other-b1.js`);
    expect(worker.fetch).toHaveBeenCalledOnce();
    expect(worker.stores.get(SHELL)?.size).toBe(1);
  });

  it.each([
    ['the service’s API', '/api/v1/project', 'GET'],
    ['the service’s files', '/files/abc/thumbnail.jpg', 'GET'],
  ])('leaves %s to the service in the page, never to a cache', async (_, path, method) => {
    const worker = loadWorker('?shell=index-b1', online);
    const { event } = await worker.request(path, 'cors', method);
    expect(event.stopped).toBe(false);
    expect(event.answer).toBeUndefined();
    expect(worker.stores.size).toBe(0);
  });

  it.each([
    ['a POST', '/assets/app-b1.js', 'POST'],
    ['demo artwork', '/demo-artwork/oat/page-1.png', 'GET'],
    ['config.json', '/config.json', 'GET'],
  ])('sends %s straight to the network', async (_, path, method) => {
    const worker = loadWorker('?shell=index-b1', online);
    const { event } = await worker.request(path, 'cors', method);
    expect(event.stopped).toBe(true);
    expect(event.answer).toBeUndefined();
  });

  it('keeps what the page loaded, from the HTTP cache: the page (from its own URL) and its assets, nothing else', async () => {
    const storage = fakeCaches({ [SHELL]: { [`${origin}/assets/vendor-b1.js`]: answer('v') } });
    const worker = loadWorker('?shell=index-b1', online, storage);
    const urls = [
      `${origin}/assets/index-b1.js`,
      `${origin}/assets/vendor-b1.js`,
      `${origin}/api/v1/user/current`,
      `${origin}/demo-artwork/oat/manifest.json`,
      'https://cdn.example.com/assets/x.js',
      42,
    ];
    const { event, settled } = worker.dispatch('message', {
      data: { type: 'KEEP_APP_SHELL', urls, documentUrl: `${origin}/login` },
    });
    await settled();
    expect(event.stopped).toBe(true);
    expect(await textOf(worker.stores.get(SHELL)?.get(`${origin}/`))).toBe(`page ${origin}/login`);
    for (const [, init] of worker.fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(init.cache).toBe('force-cache');
    }
    expect([...(worker.stores.get(SHELL)?.keys() ?? [])].sort()).toEqual([
      `${origin}/`,
      `${origin}/assets/index-b1.js`,
      `${origin}/assets/vendor-b1.js`,
    ]);
    // Only what was not kept yet was fetched, and kept without Vary (the route's lookup honours it).
    expect(worker.fetch).toHaveBeenCalledTimes(2);
    const copy = worker.stores.get(SHELL)?.get(`${origin}/assets/index-b1.js`);
    expect(copy).toBeInstanceOf(Response);
    expect((copy as Response).headers.has('vary')).toBe(false);
    expect(await textOf(copy)).toBe(`file ${origin}/assets/index-b1.js`);
  });

  it('takes the page from the app’s own root when the page names no app URL of its own', async () => {
    const worker = loadWorker('?shell=index-b1', online);
    const message = { type: 'KEEP_APP_SHELL', urls: [], documentUrl: `${origin}/api/v1/x` };
    await worker.dispatch('message', { data: message }).settled();
    expect(await textOf(worker.stores.get(SHELL)?.get(`${origin}/`))).toBe(`page ${origin}/`);
  });

  it('outlives its tabs with the app shell: MSW’s self-unregistering on a tab’s close is off', async () => {
    const shell = loadWorker('?shell=index-b1', online);
    await expect(shell.registration.unregister()).resolves.toBe(false);
    const dev = loadWorker('', online);
    await expect(dev.registration.unregister()).resolves.toBe(true);
  });

  it('leaves other messages to MSW’s worker', () => {
    const worker = loadWorker('?shell=index-b1', online);
    expect(worker.dispatch('message', { data: 'KEEPALIVE_REQUEST' }).event.stopped).toBe(false);
  });

  it('drops the shells of other builds when it activates, and no other cache', async () => {
    const storage = fakeCaches({
      'proofdesk-shell-index-old': {},
      [SHELL]: {},
      'someone-else': {},
    });
    await loadWorker('?shell=index-b1', online, storage).dispatch('activate', {}).settled();
    expect([...storage.stores.keys()].sort()).toEqual([SHELL, 'someone-else']);
    await loadWorker('', online, storage).dispatch('activate', {}).settled();
    expect([...storage.stores.keys()]).toEqual(['someone-else']);
  });
});
