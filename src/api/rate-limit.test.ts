import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimitGate, rateLimitKey } from './rate-limit';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 10_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rate-limit gate', () => {
  it('counts down live, second by second, and opens when Retry-After has passed', async () => {
    const gate = createRateLimitGate();
    const seen: number[] = [];
    gate.subscribe(() => seen.push(gate.getSnapshot('k').secondsLeft));
    gate.block('k', 3);
    expect(gate.getSnapshot('k')).toEqual({ limited: true, secondsLeft: 3, until: 13_000 });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(gate.getSnapshot('k')).toEqual({ limited: false, secondsLeft: 0, until: null });
  });

  it('holds waiters until the gate opens; a shorter block never shortens a longer one', async () => {
    const gate = createRateLimitGate();
    gate.block('k', 5);
    gate.block('k', 1);
    let passed = false;
    const waiting = gate.wait('k').then(() => (passed = true));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(passed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(passed).toBe(true);
  });

  it('keeps bases apart and lets a waiter abort', async () => {
    const gate = createRateLimitGate();
    gate.block('a', 10);
    await expect(gate.wait('b')).resolves.toBeUndefined();
    const controller = new AbortController();
    const waiting = gate.wait('a', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keys requests by origin', () => {
    expect(rateLimitKey('https://api.example.com/api/v1/project?x=1')).toBe(
      'https://api.example.com',
    );
  });
});
