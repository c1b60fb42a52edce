import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, envelope, url } from './client-test-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('api client: reads that never answer', () => {
  it('gives a hung GET up after readTimeoutMs, once, as a network error the screen can retry', async () => {
    const { client, sleeps } = createTestClient({ retry: { readTimeoutMs: 50 } });
    let hits = 0;
    server.use(
      http.get(url('/api/v1/users'), async () => {
        hits += 1;
        await delay('infinite');
        return HttpResponse.json(envelope([]));
      }),
    );
    await expect(client.get('/api/v1/users')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: expect.stringMatching(/no answer within/) as string,
    });
    expect(hits).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('leaves an answer that arrives in time alone, and never times out a write', async () => {
    const { client } = createTestClient({ retry: { readTimeoutMs: 200 } });
    server.use(
      http.get(url('/api/v1/users'), () => HttpResponse.json(envelope(['ok']))),
      http.put(url('/api/v1/project'), async () => {
        await delay(400);
        return HttpResponse.json(envelope(null));
      }),
    );
    await expect(client.get('/api/v1/users')).resolves.toEqual(['ok']);
    await expect(client.put('/api/v1/project', { body: { projectUID: 'p' } })).resolves.toBeNull();
  });

  it("still reports the caller's own abort as an abort", async () => {
    const { client } = createTestClient({ retry: { readTimeoutMs: 5_000 } });
    server.use(
      http.get(url('/api/v1/users'), async () => {
        await delay('infinite');
        return HttpResponse.json(envelope([]));
      }),
    );
    const controller = new AbortController();
    const call = client.get('/api/v1/users', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
