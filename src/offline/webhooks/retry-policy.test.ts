import { describe, expect, it } from 'vitest';
import { nextRetryDelay, RETRY_WINDOW_OFFLINE_MS } from './retry-policy';

describe('nextRetryDelay', () => {
  it('backs off 10 s, 30 s, 1 min, 2 min, then 5 min, within the 30 minute window', () => {
    const starts: number[] = [0];
    let waited = 0;
    for (let attempt = 1; ; attempt++) {
      const delay = nextRetryDelay(attempt, waited);
      if (delay === undefined) break;
      waited += delay;
      starts.push(waited / 1000);
    }
    expect(starts).toEqual([0, 10, 40, 100, 220, 520, 820, 1120, 1420, 1720]);
    expect(waited).toBeLessThanOrEqual(RETRY_WINDOW_OFFLINE_MS);
  });

  it('gives up when the next wait would end past the window', () => {
    expect(nextRetryDelay(9, RETRY_WINDOW_OFFLINE_MS - 299_999)).toBeUndefined();
    expect(nextRetryDelay(9, RETRY_WINDOW_OFFLINE_MS - 300_000)).toBe(300_000);
  });
});
