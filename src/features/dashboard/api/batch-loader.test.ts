import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchLoader } from './batch-loader';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createBatchLoader', () => {
  it('sends loads made close together as one batch, repeated keys once', async () => {
    const calls: string[][] = [];
    const loader = createBatchLoader(
      (keys: string[]) => {
        calls.push(keys);
        return Promise.resolve(new Map(keys.map((k) => [k, k.toUpperCase()])));
      },
      { waitMs: 10 },
    );
    const results = Promise.all([loader.load('a'), loader.load('b'), loader.load('a')]);
    await vi.advanceTimersByTimeAsync(10);
    await expect(results).resolves.toEqual(['A', 'B', 'A']);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('sends at once when a batch is full, and answers undefined for keys left out', async () => {
    const calls: number[][] = [];
    const loader = createBatchLoader(
      (keys: number[]) => {
        calls.push(keys);
        return Promise.resolve(new Map(keys.filter((k) => k !== 2).map((k) => [k, k * 10])));
      },
      { waitMs: 1000, maxBatch: 2 },
    );
    const first = Promise.all([loader.load(1), loader.load(2)]);
    await expect(first).resolves.toEqual([10, undefined]);
    const second = loader.load(3);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(second).resolves.toBe(30);
    expect(calls).toEqual([[1, 2], [3]]);
  });

  it('rejects every load of a failed batch', async () => {
    const loader = createBatchLoader<string, string>(() => Promise.reject(new Error('down')), {
      waitMs: 5,
    });
    const a = loader.load('a');
    const b = loader.load('b');
    const settled = Promise.allSettled([a, b]);
    await vi.advanceTimersByTimeAsync(5);
    const [ra, rb] = await settled;
    expect(ra.status).toBe('rejected');
    expect(rb.status).toBe('rejected');
  });
});
