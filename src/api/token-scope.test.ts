import { afterEach, describe, expect, it } from 'vitest';
import { authQueue, createAuthQueue } from './auth-queue';
import { createApiClient, isApiError } from './client';
import { createRateLimitGate } from './rate-limit';
import { createServiceInfoStore } from './service-info';
import { clearSession, setSession } from './session';
import { activeTokenScope, enterTokenScope } from './token-scope';

const BASE = 'http://api.test';

/** A client with the app's default token and queue rules over a fake service. */
function appLikeClient(answer: (token: string | null) => Response) {
  const seen: (string | null)[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    gate: createRateLimitGate(),
    serviceInfo: createServiceInfoStore(),
    fetch: (request) => {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? null;
      seen.push(token);
      return Promise.resolve(answer(token));
    },
  });
  return { client, seen };
}

const ok = () =>
  new Response(JSON.stringify({ version: '1.0', statusCode: 200, message: null, result: {} }), {
    headers: { 'Content-Type': 'application/json' },
  });
const unauthorized = () =>
  new Response(JSON.stringify({ version: '1.0', statusCode: 401, message: 'Token expired.' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  clearSession();
});

describe('token scope', () => {
  it("sends the scope's token instead of the session's, and the session's again after leaving", async () => {
    setSession({ token: 'user-token', expirationDate: '2099-01-01T00:00:00Z', userName: 'anna' });
    const { client, seen } = appLikeClient(ok);
    const leave = enterTokenScope({
      getToken: () => 'review-token',
      onUnauthorized: () => undefined,
    });
    await client.get('/api/v1/token/validate');
    leave();
    expect(activeTokenScope()).toBeNull();
    await client.get('/api/v1/token/validate');
    expect(seen).toEqual(['review-token', 'user-token']);
  });

  it("never falls back to the session's token while the scope has none", async () => {
    setSession({ token: 'user-token', expirationDate: '2099-01-01T00:00:00Z', userName: 'anna' });
    const { client, seen } = appLikeClient(unauthorized);
    const leave = enterTokenScope({ getToken: () => null, onUnauthorized: () => undefined });
    await expect(client.get('/api/v1/token/validate')).rejects.toMatchObject({ status: 401 });
    leave();
    expect(seen).toEqual([null]);
  });

  it('fails a refused scoped request at once and tells the scope, without waiting for a re-login', async () => {
    const { client } = appLikeClient(unauthorized);
    let refused = 0;
    const leave = enterTokenScope({ getToken: () => 'old', onUnauthorized: () => (refused += 1) });
    const error: unknown = await client.get('/api/v1/token/validate').catch((e: unknown) => e);
    leave();
    expect(isApiError(error) && error.kind).toBe('unauthorized');
    expect(refused).toBe(1);
    expect(authQueue.getSnapshot()).toEqual({ reloginRequired: false, held: 0 });
  });

  it('leaves a later scope in place when an earlier one exits', () => {
    const first = enterTokenScope({ getToken: () => 'a', onUnauthorized: () => undefined });
    const second = { getToken: () => 'b', onUnauthorized: () => undefined };
    const leaveSecond = enterTokenScope(second);
    first();
    expect(activeTokenScope()).toBe(second);
    leaveSecond();
    expect(activeTokenScope()).toBeNull();
  });

  it('an explicit queue and token are left alone (test clients, other instances)', async () => {
    const queue = createAuthQueue();
    const client = createApiClient({
      baseUrl: BASE,
      getToken: () => 'own',
      queue,
      gate: createRateLimitGate(),
      serviceInfo: createServiceInfoStore(),
      fetch: (request) => {
        expect(request.headers.get('Authorization')).toBe('Bearer own');
        return Promise.resolve(ok());
      },
    });
    const leave = enterTokenScope({ getToken: () => 'scoped', onUnauthorized: () => undefined });
    await client.get('/api/v1/token/validate');
    leave();
  });
});
