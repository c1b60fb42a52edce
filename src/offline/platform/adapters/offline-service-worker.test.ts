import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { SERVICE_ROOTS } from '../http/route';

/**
 * public/offline-service-worker.js keeps every request the service cannot answer away from
 * MSW's worker. It is plain browser JavaScript (served as is), so it runs here in a sandbox
 * with a stand-in worker scope, and its list must stay the service's own.
 */
const source = readFileSync(
  new URL('../../../../public/offline-service-worker.js', import.meta.url),
  'utf8',
);
const origin = 'http://127.0.0.1:5173';

/** Stands in for the browser's URLPattern (Node 20 has none): keeps what it was made from. */
class RecordedPattern {
  constructor(readonly init: { pathname: string }) {}
}

function loadWorker() {
  const listeners: ((event: unknown) => void)[] = [];
  const installs: ((event: unknown) => void)[] = [];
  const importScripts = vi.fn();
  const scope = {
    location: new URL(`${origin}/offline-service-worker.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
      if (type === 'install') installs.push(listener);
    },
  };
  runInNewContext(source, { self: scope, importScripts, URL, URLPattern: RecordedPattern });
  const install = (addRoutes?: (rules: unknown) => Promise<void>) => {
    const event = { addRoutes, waitUntil: vi.fn() };
    for (const listener of installs) listener(event);
    return event;
  };
  const fetchTo = (url: string) => {
    const event = { request: { url }, stopImmediatePropagation: vi.fn() };
    for (const listener of listeners) listener(event);
    return event.stopImmediatePropagation.mock.calls.length === 0 ? 'MSW' : 'network';
  };
  return { importScripts, fetchTo, install };
}

describe('the offline service worker', () => {
  it('lists exactly the roots the service answers', () => {
    const listed = /const SERVICE_ROOTS = (\[[^\]]*\]);/.exec(source)?.[1] ?? '';
    expect(JSON.parse(listed.replaceAll("'", '"'))).toEqual([...SERVICE_ROOTS]);
  });

  it('loads MSW’s worker after its own filter', () => {
    expect(loadWorker().importScripts).toHaveBeenCalledWith('./mockServiceWorker.js');
  });

  it.each([
    ['/api/v1/project', 'MSW'],
    ['/files/abc/thumbnail.jpg', 'MSW'],
    ['/src/lib/files/index.ts', 'network'],
    ['/node_modules/.vite/deps/react.js?v=1', 'network'],
    ['/assets/index-abc.js', 'network'],
    ['/demo-artwork/oat/page-1.png', 'network'],
    ['/app/api/v1/project', 'network'],
  ])('sends %s to %s', (path, to) => {
    expect(loadWorker().fetchTo(`${origin}${path}`)).toBe(to);
  });

  it('routes everything but the service’s roots to the network at install, where the browser can', () => {
    const addRoutes = vi.fn(() => Promise.resolve());
    const event = loadWorker().install(addRoutes);
    expect(addRoutes).toHaveBeenCalledWith({
      condition: {
        not: {
          or: SERVICE_ROOTS.map((root) => ({
            urlPattern: new RecordedPattern({ pathname: `${root}*` }),
          })),
        },
      },
      source: 'network',
    });
    expect(event.waitUntil).toHaveBeenCalledOnce();
  });

  it('installs without static routes where the browser has none (the filter still applies)', () => {
    expect(loadWorker().install(undefined).waitUntil).not.toHaveBeenCalled();
  });

  it('leaves other origins alone', () => {
    expect(loadWorker().fetchTo('https://api.example.com/api/v1/project')).toBe('network');
  });
});
