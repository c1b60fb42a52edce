import { describe, expect, it } from 'vitest';
import { deadlineOf, DUE_SOON_DAYS, dueStatus } from './due';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Local noon, so the calendar-day cases hold in every time zone the tests run in.
const now = new Date(2025, 2, 10, 12, 0, 0).getTime();

describe('deadlineOf', () => {
  it('runs a bare date until the end of that local day', () => {
    expect(deadlineOf('2025-03-10')).toBe(new Date(2025, 2, 11).getTime());
  });

  it('takes a date-time as the instant', () => {
    expect(deadlineOf('2025-03-10T15:00:00Z')).toBe(Date.UTC(2025, 2, 10, 15));
  });

  it('gives NaN for nonsense', () => {
    expect(deadlineOf('soon')).toBeNaN();
  });
});

describe('dueStatus', () => {
  it('a bare date of today is still due, of yesterday overdue', () => {
    expect(dueStatus('2025-03-10', 'Active', now)).toBe('soon');
    expect(dueStatus('2025-03-09', 'Active', now)).toBe('overdue');
  });

  it('counts the hours of a date-time', () => {
    expect(dueStatus(new Date(now - 1).toISOString(), 'Active', now)).toBe('overdue');
    expect(dueStatus(new Date(now + HOUR).toISOString(), 'OnHold', now)).toBe('soon');
    expect(dueStatus(new Date(now + DUE_SOON_DAYS * DAY).toISOString(), 'Active', now)).toBe(
      'soon',
    );
    expect(dueStatus(new Date(now + DUE_SOON_DAYS * DAY + 1).toISOString(), 'Active', now)).toBe(
      'later',
    );
  });

  it('has nothing to say without a date or for closed projects', () => {
    expect(dueStatus(null, 'Active', now)).toBe('none');
    expect(dueStatus('2020-01-01', 'Completed', now)).toBe('none');
    expect(dueStatus('2020-01-01', 'Archived', now)).toBe('none');
    expect(dueStatus('not a date', 'Active', now)).toBe('none');
  });
});
