// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_ROOTS } from '@/offline/platform/http/route';
import { holdServiceRequestsUntil, OFFLINE_SERVICE_ROOTS } from './hold-service-requests';

const original = Object.getOwnPropertyDescriptor(window, 'fetch');
afterEach(() => {
  if (original) Object.defineProperty(window, 'fetch', original);
});

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('holdServiceRequestsUntil', () => {
  it('names the paths the offline service answers', () => {
    expect(OFFLINE_SERVICE_ROOTS).toEqual(SERVICE_ROOTS);
  });

  it('holds the service requests until it answers, lets the rest go, then steps aside', async () => {
    const sent: string[] = [];
    const network = vi.fn((input: RequestInfo | URL) => {
      sent.push(input instanceof Request ? new URL(input.url).pathname : String(input));
      return Promise.resolve(new Response('{}'));
    });
    window.fetch = network;
    const ready = deferred();
    holdServiceRequestsUntil(ready.promise);

    const login = window.fetch('/api/v1/token/login', { method: 'POST' });
    const page = window.fetch(new Request(`${location.origin}/files/abc/0`));
    const own = window.fetch('/config.json');
    const elsewhere = window.fetch('https://api.example.com/api/v1/project');
    await Promise.all([own, elsewhere]);
    expect(sent).toEqual(['/config.json', 'https://api.example.com/api/v1/project']);

    ready.resolve();
    await Promise.all([login, page]);
    expect(sent.slice(2)).toEqual(['/api/v1/token/login', '/files/abc/0']);
    expect(Object.getOwnPropertyDescriptor(window, 'fetch')?.value).toBe(network);
  });

  it('lets held requests go when the service fails to start (the page reports the failure)', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('{}')));
    window.fetch = network;
    holdServiceRequestsUntil(Promise.reject(new Error('no IndexedDB')));
    await window.fetch('/api/v1/project');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
