import { createAuthQueue } from './auth-queue';
import { createApiClient, type ApiClientOptions } from './client';
import { createRateLimitGate } from './rate-limit';
import { createServiceInfoStore } from './service-info';

export const TEST_BASE_URL = 'http://api.test';

/** A client with its own gate, queue and service info, a settable token and recorded backoff waits. */
export function createTestClient(overrides: ApiClientOptions = {}) {
  const state = { token: 'token-1' as string | null };
  const sleeps: number[] = [];
  const gate = overrides.gate ?? createRateLimitGate();
  const queue = overrides.queue ?? createAuthQueue();
  const serviceInfo = overrides.serviceInfo ?? createServiceInfoStore();
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => state.token,
    gate,
    queue,
    serviceInfo,
    ...overrides,
    retry: {
      random: () => 0.5,
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
      ...overrides.retry,
    },
  });
  return { client, state, sleeps, gate, queue, serviceInfo };
}

export function url(path: string): string {
  return `${TEST_BASE_URL}${path}`;
}

/** The envelope the service wraps results in. */
export function envelope(result: unknown, statusCode = 200, message: string | null = null) {
  return { version: '1.0', statusCode, message, result };
}

export function errorEnvelope(statusCode: number, message: string) {
  return { version: '1.0', statusCode, message };
}
