import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, envelope, url } from './client-test-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers the scripted statuses in turn ('network' = connection failure), then 200. */
function scripted(steps: (number | 'network')[]) {
  let hits = 0;
  const resolver = () => {
    const step = steps[hits];
    hits += 1;
    if (step === 'network') return HttpResponse.error();
    if (step !== undefined) return new HttpResponse(null, { status: step });
    return HttpResponse.json(envelope({ ok: hits }));
  };
  return { resolver, hits: () => hits };
}

describe('api client: retries', () => {
  it('retries a GET after 5xx and network errors with full-jitter exponential backoff', async () => {
    const { client, sleeps } = createTestClient();
    const script = scripted([503, 'network', 500]);
    server.use(http.get(url('/api/v1/users'), script.resolver));
    await expect(client.get('/api/v1/users')).resolves.toEqual({ ok: 4 });
    expect(script.hits()).toBe(4);
    // random() = 0.5 of min(5000, 300 * 2^attempt)
    expect(sleeps).toEqual([150, 300, 600]);
  });

  it('gives up after three retries', async () => {
    const { client } = createTestClient();
    const script = scripted([500, 502, 503, 504, 500]);
    server.use(http.get(url('/api/v1/users'), script.resolver));
    await expect(client.get('/api/v1/users')).rejects.toMatchObject({
      status: 504,
      kind: 'server',
    });
    expect(script.hits()).toBe(4);
  });

  it('does not retry a 4xx GET', async () => {
    const { client, sleeps } = createTestClient();
    const script = scripted([404]);
    server.use(http.get(url('/api/v1/users'), script.resolver));
    await expect(client.get('/api/v1/users')).rejects.toMatchObject({ kind: 'not-found' });
    expect(script.hits()).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it.each([
    [
      'POST',
      () => http.post(url('/api/v1/project'), () => new HttpResponse(null, { status: 500 })),
    ],
    ['PUT', () => http.put(url('/api/v1/project'), () => HttpResponse.error())],
    [
      'DELETE',
      () => http.delete(url('/api/v1/project'), () => new HttpResponse(null, { status: 503 })),
    ],
  ] as const)('never retries %s blindly', async (method, handler) => {
    const { client, sleeps } = createTestClient();
    let hits = 0;
    server.use(handler());
    server.events.on('request:start', () => {
      hits += 1;
    });
    const call =
      method === 'POST'
        ? client.post('/api/v1/project', { body: { projectName: 'x', projectOwnersUIDS: ['u'] } })
        : method === 'PUT'
          ? client.put('/api/v1/project', { body: { projectUID: 'p' } })
          : client.delete('/api/v1/project', { body: { projectUID: 'p' } });
    await expect(call).rejects.toBeDefined();
    server.events.removeAllListeners();
    expect(hits).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('stops retrying when the caller aborts', async () => {
    const controller = new AbortController();
    const { client } = createTestClient({
      retry: {
        sleep: () => {
          controller.abort();
          return Promise.reject(new DOMException('aborted', 'AbortError'));
        },
      },
    });
    const script = scripted([500, 500]);
    server.use(http.get(url('/api/v1/users'), script.resolver));
    await expect(client.get('/api/v1/users', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(script.hits()).toBe(1);
  });
});
