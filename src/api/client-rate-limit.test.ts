import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, envelope, TEST_BASE_URL, url } from './client-test-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

function tooMany(retryAfter: string) {
  return new HttpResponse('API calls quota exceeded! maximum admitted 5 per 1s.', {
    status: 429,
    headers: {
      'Content-Type': 'text/plain',
      'Retry-After': retryAfter,
      'X-Rate-Limit-Limit': '1s',
      'X-Rate-Limit-Remaining': '0',
      'X-Rate-Limit-Reset': new Date(Date.now() + Number(retryAfter) * 1000).toISOString(),
    },
  });
}

describe('api client: 429 and Retry-After', () => {
  it('sends nothing to the API base until Retry-After has passed, then retries the GET and sends waiting requests', async () => {
    const { client, gate } = createTestClient();
    const hits: { what: string; at: number }[] = [];
    let limited = true;
    server.use(
      http.get(url('/api/v1/users'), () => {
        hits.push({ what: 'GET users', at: Date.now() });
        if (limited) {
          limited = false;
          return tooMany('3');
        }
        return HttpResponse.json(envelope(['users']));
      }),
      http.post(url('/api/v1/project'), () => {
        hits.push({ what: 'POST project', at: Date.now() });
        return HttpResponse.json(envelope({ projectUID: 'p1' }));
      }),
    );

    const first = client.get('/api/v1/users');
    await vi.advanceTimersByTimeAsync(0);
    expect(gate.getSnapshot(TEST_BASE_URL)).toMatchObject({ limited: true, secondsLeft: 3 });

    const second = client.post('/api/v1/project', {
      body: { projectName: 'Label', projectOwnersUIDS: ['u1'] },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gate.getSnapshot(TEST_BASE_URL).secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(hits).toEqual([{ what: 'GET users', at: 0 }]);

    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toEqual(['users']);
    await expect(second).resolves.toEqual({ projectUID: 'p1' });
    expect(hits.slice(1).map((h) => h.at)).toEqual([3_000, 3_000]);
    expect(gate.getSnapshot(TEST_BASE_URL)).toEqual({
      limited: false,
      secondsLeft: 0,
      until: null,
    });
  });

  it('sends a mutation that got 429 again once after the wait, and reports a second 429', async () => {
    const { client } = createTestClient();
    const hits: number[] = [];
    server.use(
      http.put(url('/api/v1/project'), () => {
        hits.push(Date.now());
        return tooMany('2');
      }),
    );
    const call = client.put('/api/v1/project', { body: { projectUID: 'p1', projectName: 'New' } });
    const outcome = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await outcome).toMatchObject({
      status: 429,
      kind: 'rate-limited',
      retryAfterSeconds: 2,
      message: 'API calls quota exceeded! maximum admitted 5 per 1s.',
    });
    expect(hits).toEqual([0, 2_000]);
  });

  it('a mutation resent after the wait succeeds exactly once', async () => {
    const { client } = createTestClient();
    let hits = 0;
    server.use(
      http.post(url('/api/v1/project'), () => {
        hits += 1;
        return hits === 1 ? tooMany('1') : HttpResponse.json(envelope({ projectUID: 'p2' }));
      }),
    );
    const call = client.post('/api/v1/project', {
      body: { projectName: 'Carton', projectOwnersUIDS: ['u1'] },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(call).resolves.toEqual({ projectUID: 'p2' });
    expect(hits).toBe(2);
  });
});
