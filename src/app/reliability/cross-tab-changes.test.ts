import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { shareChangesAcrossTabs } from './cross-tab-changes';

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

describe('shareChangesAcrossTabs', () => {
  it('a successful save in one tab marks the other tab’s data stale, without refetching it', async () => {
    const saving = new QueryClient();
    const reading = new QueryClient();
    stops.push(shareChangesAcrossTabs(saving), shareChangesAcrossTabs(reading));
    reading.setQueryData(['project', 'p1'], { revision: 'R3' });
    expect(reading.getQueryState(['project', 'p1'])?.isInvalidated).toBe(false);

    await saving
      .getMutationCache()
      .build(saving, { mutationFn: () => Promise.resolve(1) })
      .execute(undefined);
    await expect
      .poll(() => reading.getQueryState(['project', 'p1'])?.isInvalidated, { timeout: 2_000 })
      .toBe(true);
    expect(reading.getQueryData(['project', 'p1'])).toEqual({ revision: 'R3' });
  });

  it('a failed save tells no one', async () => {
    const saving = new QueryClient();
    const reading = new QueryClient();
    stops.push(shareChangesAcrossTabs(saving), shareChangesAcrossTabs(reading));
    reading.setQueryData(['project', 'p1'], { revision: 'R3' });
    await saving
      .getMutationCache()
      .build(saving, { mutationFn: () => Promise.reject(new Error('no')) })
      .execute(undefined)
      .catch(() => undefined);
    // Long enough for a message to cross (the first test sees one within milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reading.getQueryState(['project', 'p1'])?.isInvalidated).toBe(false);
  });
});
