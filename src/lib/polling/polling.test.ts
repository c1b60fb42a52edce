import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pollDelay, pollDelayForAge, PROCESSING_POLL } from './index';

describe('pollDelay', () => {
  it('starts fast and grows to the cap', () => {
    expect(pollDelay(0)).toBe(1_000);
    expect(pollDelay(1)).toBe(1_500);
    expect(pollDelay(2)).toBe(2_250);
    expect(pollDelay(50)).toBe(PROCESSING_POLL.maxMs);
  });

  it('never shrinks and never passes the cap (property)', () => {
    fc.assert(
      fc.property(fc.nat(200), (n) => {
        expect(pollDelay(n + 1)).toBeGreaterThanOrEqual(pollDelay(n));
        expect(pollDelay(n)).toBeLessThanOrEqual(PROCESSING_POLL.maxMs);
      }),
    );
  });
});

describe('pollDelayForAge', () => {
  it('asks about fresh work often and about old work at the cap', () => {
    expect(pollDelayForAge(0)).toBe(1_000);
    expect(pollDelayForAge(4_000)).toBe(2_000);
    expect(pollDelayForAge(60_000)).toBe(PROCESSING_POLL.maxMs);
    expect(pollDelayForAge(Number.NaN)).toBe(PROCESSING_POLL.maxMs);
  });
});
