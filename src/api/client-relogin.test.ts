import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, envelope, errorEnvelope, url } from './client-test-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  call: string;
  token: string | null;
}

/** A service where only 'fresh' is a valid token; records every request it answers. */
function tokenCheckingService(release: { firstAnswer: Promise<void> }) {
  const seen: Seen[] = [];
  const answer = async (call: string, request: Request) => {
    const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? null;
    seen.push({ call, token });
    // The first request's 401 arrives last, so held order differs from issue order.
    if (call === 'POST project' && token !== 'fresh') await release.firstAnswer;
    if (token !== 'fresh')
      return HttpResponse.json(errorEnvelope(401, 'Token expired.'), { status: 401 });
    return HttpResponse.json(envelope({ call }));
  };
  server.use(
    http.post(url('/api/v1/project'), ({ request }) => answer('POST project', request)),
    http.put(url('/api/v1/project'), ({ request }) => answer('PUT project', request)),
    http.get(url('/api/v1/users'), ({ request }) => answer('GET users', request)),
  );
  return seen;
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise<void>((r) => setImmediate(r));
  expect(condition()).toBe(true);
}

describe('api client: 401 hold and replay', () => {
  it('holds every 401, signals re-login once, and replays in issue order exactly once with the new token', async () => {
    const { client, state, queue } = createTestClient();
    state.token = 'expired';
    let releaseFirst = (): void => undefined;
    const firstAnswer = new Promise<void>((r) => (releaseFirst = r));
    const seen = tokenCheckingService({ firstAnswer });
    let signals = 0;
    queue.onReloginRequired(() => (signals += 1));

    const save = client.post('/api/v1/project', {
      body: { projectName: 'Label', projectOwnersUIDS: ['u1'] },
    });
    const edit = client.put('/api/v1/project', {
      body: { projectUID: 'p1', projectName: 'Label 2' },
    });
    const list = client.get('/api/v1/users');
    await until(() => queue.getSnapshot().held === 2);
    releaseFirst();
    await until(() => queue.getSnapshot().held === 3);
    expect(queue.getSnapshot()).toEqual({ reloginRequired: true, held: 3 });
    expect(signals).toBe(1);

    state.token = 'fresh';
    await queue.resume();
    await expect(save).resolves.toEqual({ call: 'POST project' });
    await expect(edit).resolves.toEqual({ call: 'PUT project' });
    await expect(list).resolves.toEqual({ call: 'GET users' });
    expect(seen.filter((s) => s.token === 'fresh')).toEqual([
      { call: 'POST project', token: 'fresh' },
      { call: 'PUT project', token: 'fresh' },
      { call: 'GET users', token: 'fresh' },
    ]);
    expect(seen).toHaveLength(6);
    expect(queue.getSnapshot()).toEqual({ reloginRequired: false, held: 0 });
  });

  it('rejects held requests with kind unauthorized when the user gives up', async () => {
    const { client, state, queue } = createTestClient();
    state.token = 'expired';
    const seen = tokenCheckingService({ firstAnswer: Promise.resolve() });
    const edit = client.put('/api/v1/project', { body: { projectUID: 'p1', description: 'x' } });
    await until(() => queue.getSnapshot().held === 1);
    queue.rejectAll();
    await expect(edit).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      kind: 'unauthorized',
    });
    expect(seen).toHaveLength(1);
  });

  it('fails at once with unauthorized when there is no session to renew', async () => {
    const { client, state, queue } = createTestClient();
    state.token = null;
    tokenCheckingService({ firstAnswer: Promise.resolve() });
    await expect(client.get('/api/v1/users')).rejects.toMatchObject({
      status: 401,
      kind: 'unauthorized',
    });
    expect(queue.getSnapshot().held).toBe(0);
  });

  it('retries with the new token, without holding, when the sign-in happened while the request was in flight', async () => {
    const { client, state, queue } = createTestClient();
    state.token = 'expired';
    let signals = 0;
    queue.onReloginRequired(() => (signals += 1));
    let hits = 0;
    server.use(
      http.get(url('/api/v1/users'), ({ request }) => {
        hits += 1;
        if (request.headers.get('Authorization') === 'Bearer fresh')
          return HttpResponse.json(envelope([]));
        state.token = 'fresh';
        return HttpResponse.json(errorEnvelope(401, 'Token expired.'), { status: 401 });
      }),
    );
    await expect(client.get('/api/v1/users')).resolves.toEqual([]);
    expect(hits).toBe(2);
    expect(signals).toBe(0);
  });

  it('drops a held request whose caller aborted', async () => {
    const { client, state, queue } = createTestClient();
    state.token = 'expired';
    tokenCheckingService({ firstAnswer: Promise.resolve() });
    const controller = new AbortController();
    const list = client.get('/api/v1/users', { signal: controller.signal });
    await until(() => queue.getSnapshot().held === 1);
    controller.abort();
    await expect(list).rejects.toMatchObject({ name: 'AbortError' });
    expect(queue.getSnapshot().held).toBe(0);
  });
});
