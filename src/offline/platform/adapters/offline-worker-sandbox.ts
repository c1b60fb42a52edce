import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { vi } from 'vitest';

/**
 * public/offline-service-worker.js is plain browser JavaScript (served as is): this runs it in a
 * sandbox with a stand-in worker scope, Cache Storage and network, for the app-shell tests.
 */
const source = readFileSync(
  new URL('../../../../public/offline-service-worker.js', import.meta.url),
  'utf8',
);
export const origin = 'http://127.0.0.1:4173';

export class RecordedPattern {
  constructor(readonly init: { pathname: string }) {}
}

interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  type: string;
  redirected: boolean;
  headers: Headers;
  body: string;
  clone(): FakeResponse;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function answer(body: string, init: Partial<FakeResponse> & { contentType?: string } = {}) {
  const ok = init.ok ?? true;
  const response: FakeResponse = {
    ok,
    status: ok ? 200 : 500,
    statusText: ok ? 'OK' : 'Internal Server Error',
    type: init.type ?? 'basic',
    redirected: init.redirected ?? false,
    // vite preview names Origin in Vary: the kept copy must not.
    headers: new Headers({ 'content-type': init.contentType ?? 'text/javascript', vary: 'Origin' }),
    body,
    clone: () => response,
    arrayBuffer: () => Promise.resolve(new TextEncoder().encode(body).buffer),
  };
  return response;
}

/** A kept copy is a real Response (the worker rebuilds it without Vary); a network one is fake. */
export type Answer = FakeResponse | Response;

export async function textOf(response: Answer | undefined): Promise<string | undefined> {
  if (response === undefined) return undefined;
  return response instanceof Response ? response.text() : response.body;
}

const keyOf = (request: string | { url: string }) =>
  new URL(typeof request === 'string' ? request : request.url, origin).href;

/** Cache Storage as the worker uses it, keyed by URL. */
export function fakeCaches(initial: Record<string, Record<string, FakeResponse>> = {}) {
  const stores = new Map<string, Map<string, Answer>>(
    Object.entries(initial).map(([name, entries]) => [name, new Map(Object.entries(entries))]),
  );
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Answer>();
    stores.set(name, store);
    return Promise.resolve({
      match: (request: string | { url: string }) => Promise.resolve(store.get(keyOf(request))),
      put: (request: string | { url: string }, response: Answer) => {
        store.set(keyOf(request), response);
        return Promise.resolve();
      },
    });
  };
  return {
    stores,
    api: {
      open,
      keys: () => Promise.resolve([...stores.keys()]),
      delete: (name: string) => Promise.resolve(stores.delete(name)),
    },
  };
}

export function loadWorker(
  query: string,
  network: (url: string) => Promise<FakeResponse>,
  storage = fakeCaches(),
) {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const fetch = vi.fn((request: string | { url: string }, _init?: RequestInit) =>
    network(keyOf(request)),
  );
  const unregister = vi.fn(() => Promise.resolve(true));
  const scope = {
    location: new URL(`${origin}/offline-service-worker.js${query}`),
    registration: { unregister },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  runInNewContext(source, {
    self: scope,
    importScripts: () => undefined,
    URL,
    URLPattern: RecordedPattern,
    caches: storage.api,
    fetch,
    Headers,
    Response,
    Promise,
  });
  const dispatch = (type: string, fields: object) => {
    const pending: Promise<unknown>[] = [];
    const event = {
      ...fields,
      answer: undefined as Promise<Answer> | undefined,
      stopped: false,
      waitUntil: (p: Promise<unknown>) => pending.push(p),
      respondWith(p: Promise<Answer>) {
        this.answer = p;
      },
      stopImmediatePropagation() {
        this.stopped = true;
      },
    };
    for (const listener of listeners.get(type) ?? []) listener(event);
    return { event, settled: () => Promise.all(pending) };
  };
  const request = async (path: string, mode = 'cors', method = 'GET') => {
    const { event, settled } = dispatch('fetch', {
      request: { url: `${origin}${path}`, mode, method },
    });
    const response = await event.answer;
    await settled();
    return { event, response };
  };
  return { dispatch, request, fetch, stores: storage.stores, registration: scope.registration };
}
