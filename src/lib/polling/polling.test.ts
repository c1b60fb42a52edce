import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pollDelay, pollDelayForAge, PROCESSING_POLL, unsettledPollDelay } from './index';

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

describe('unsettledPollDelay', () => {
  const at = '2024-05-01T10:00:00Z';
  const now = Date.parse(at) + 4_000;

  it('stops once every file is Processed or Failed', () => {
    const items = [
      { status: 'Processed' as const, created: at },
      { status: 'Failed' as const, created: at },
    ];
    expect(unsettledPollDelay(items, now)).toBe(false);
    expect(unsettledPollDelay(undefined, now)).toBe(false);
  });

  it('follows the newest unsettled file', () => {
    const items = [
      { status: 'Processing' as const, created: '2024-05-01T09:00:00Z' },
      { status: 'Pending' as const, created: at },
      { status: 'Processed' as const, created: '2024-05-01T10:00:03Z' },
    ];
    expect(unsettledPollDelay(items, now)).toBe(pollDelayForAge(4_000));
  });
});
