import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abortableSleep, backoffDelay, isIdempotentMethod, isRetryableStatus } from './retry';

describe('backoffDelay', () => {
  it('stays within [0, min(cap, base * 2^attempt))', () => {
    fc.assert(
      fc.property(
        fc.nat(20),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, r) => {
          const delay = backoffDelay(attempt, { baseMs: 300, capMs: 5_000, random: () => r });
          return delay >= 0 && delay < Math.max(1, Math.min(5_000, 300 * 2 ** attempt));
        },
      ),
    );
  });

  it('grows exponentially up to the cap', () => {
    const policy = { baseMs: 300, capMs: 5_000, random: () => 0.999999 };
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a, policy))).toEqual([
      299, 599, 1199, 2399, 4799, 4999,
    ]);
  });
});

describe('retry rules', () => {
  it('retries only transient server failures, and only idempotent methods', () => {
    expect([500, 502, 503, 504, 501, 404, 429].map(isRetryableStatus)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['GET', 'get', 'POST', 'PUT', 'PATCH', 'DELETE'].map(isIdempotentMethod)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('abortableSleep rejects when aborted', async () => {
    const controller = new AbortController();
    const sleeping = abortableSleep(60_000, controller.signal);
    controller.abort();
    await expect(sleeping).rejects.toMatchObject({ name: 'AbortError' });
  });
});
