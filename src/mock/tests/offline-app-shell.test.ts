import { describe, expect, it, vi } from 'vitest';
import { answer, fakeCaches, loadWorker, origin, RecordedPattern } from './offline-worker-sandbox';

/**
 * The app-shell half of public/offline-service-worker.js (a production build registers it with
 * `?shell=<build>`): the page document network first with the last one as the fallback, the
 * hashed assets kept as they pass, nothing else cached.
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

  it('lets the static routes pass pages and assets to the worker only with the flag', () => {
    const addRoutes = vi.fn(() => Promise.resolve());
    loadWorker('?shell=index-b1', online).dispatch('install', { addRoutes });
    const routed = addRoutes.mock.calls[0] as unknown as [
      { condition: { not: { or: unknown[] } } },
    ];
    expect(routed[0].condition.not.or.slice(2)).toEqual([
      { requestMode: 'navigate' },
      { urlPattern: new RecordedPattern({ pathname: '/assets/*' }) },
    ]);
  });

  it('answers a page from the network and keeps it; without a network, from what it kept', async () => {
    let network = online;
    const worker = loadWorker('?shell=index-b1', (url) => network(url));
    const first = await worker.request('/projects/p1', 'navigate');
    expect(first.response?.body).toBe(`page ${origin}/projects/p1`);
    network = offline;
    const again = await worker.request('/library', 'navigate');
    expect(again.response?.body).toBe(`page ${origin}/projects/p1`);
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

  it('keeps a hashed asset as it passes and answers it from the cache after', async () => {
    let network = online;
    const worker = loadWorker('?shell=index-b1', (url) => network(url));
    await worker.request('/assets/app-b1.js');
    network = offline;
    const { response } = await worker.request('/assets/app-b1.js');
    expect(response?.body).toBe(`file ${origin}/assets/app-b1.js`);
    expect(worker.fetch).toHaveBeenCalledOnce();
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

  it('keeps what the page names from its first load: the page and its assets, nothing else', async () => {
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
      data: { type: 'KEEP_APP_SHELL', urls },
    });
    await settled();
    expect(event.stopped).toBe(true);
    expect([...(worker.stores.get(SHELL)?.keys() ?? [])].sort()).toEqual([
      `${origin}/`,
      `${origin}/assets/index-b1.js`,
      `${origin}/assets/vendor-b1.js`,
    ]);
    // Only what was not kept yet was fetched.
    expect(worker.fetch).toHaveBeenCalledTimes(2);
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
