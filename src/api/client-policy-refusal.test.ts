import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { createTestClient, TEST_BASE_URL } from './client-test-kit';
import { i18n } from '@/lib/i18n/i18n';
import { describeError } from '@/lib/i18n/error-message';

const refusedBy = (origin: string | null) => ({ refusedOrigin: () => Promise.resolve(origin) });
const failingFetch = () => Promise.reject(new TypeError('Failed to fetch'));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client: a request the Content-Security-Policy refused', () => {
  it('says the policy refused the origin, without retrying or calling the service unreachable', async () => {
    const { client, sleeps, serviceInfo } = createTestClient({
      fetch: failingFetch,
      policy: refusedBy(TEST_BASE_URL),
    });
    const error = await failure(client.get('/api/v1/project'));
    expect(error).toMatchObject({ kind: 'network', status: 0, refusedOrigin: TEST_BASE_URL });
    expect(sleeps).toEqual([]);
    expect(serviceInfo.getSnapshot().reachable).toBe(true);
    expect(error.userMessage).toContain(`refused to connect to ${TEST_BASE_URL}`);
    expect(describeError(error, i18n.t)).toBe(
      `The browser blocked the connection to ${TEST_BASE_URL}: this site's security policy (Content-Security-Policy) does not allow that address. The site's administrator must add it to the policy's connect-src.`,
    );
  });

  it('still blames the connection when the policy refused nothing', async () => {
    const { client } = createTestClient({ fetch: failingFetch, policy: refusedBy(null) });
    const error = await failure(
      client.post('/api/v1/token/login', { body: { userName: 'a', password: 'b' } }),
    );
    expect(error.refusedOrigin).toBeUndefined();
    expect(describeError(error, i18n.t)).toBe(
      'Cannot reach the service. Check your connection and try again.',
    );
  });
});
