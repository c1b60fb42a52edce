import '@/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { useToastStore } from '@/components/ui';
import { createQueryClient } from './query-client';

afterEach(() => {
  useToastStore.setState({ toasts: [] });
});

function failing(
  error: unknown,
  options: { meta?: { handlesError?: boolean }; onError?: () => void } = {},
) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error instanceof Error ? error : new Error(String(error))),
    ...options,
  });
  return mutation.execute(undefined).catch(() => undefined);
}

describe('global mutation errors', () => {
  it('toast a mutation that handles nothing itself, in words', async () => {
    await failing(new ApiError({ status: 0, message: 'fetch failed' }));
    const toasts = useToastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ tone: 'error', title: 'That did not work' });
    expect(toasts[0]?.message).toMatch(/Cannot reach the service/);
  });

  it('stay quiet when the screen shows the error itself', async () => {
    await failing(new ApiError({ status: 500, message: 'x' }), { meta: { handlesError: true } });
    await failing(new ApiError({ status: 500, message: 'x' }), { onError: () => undefined });
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('leave expired sessions to the re-login dialog', async () => {
    await failing(new ApiError({ status: 401, message: 'expired' }));
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});

describe('query defaults', () => {
  it('do not retry what the HTTP client already retried', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    expect(typeof retry).toBe('function');
    if (typeof retry !== 'function') return;
    expect(retry(0, new ApiError({ status: 503, message: 'down' }))).toBe(false);
    expect(retry(0, new TypeError('odd'))).toBe(true);
    expect(retry(1, new TypeError('odd'))).toBe(false);
  });
});
