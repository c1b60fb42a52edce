// @vitest-environment jsdom
import '@/lib/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveApiUrl } from '@/api/config';
import { rateLimitGate, rateLimitKey } from '@/api/rate-limit';
import { RateLimitBanner } from './rate-limit-banner';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  cleanup();
  rateLimitGate.reset();
  vi.useRealTimers();
});

describe('RateLimitBanner', () => {
  it('counts down while the API base is rate limited, then disappears', async () => {
    render(<RateLimitBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => rateLimitGate.block(rateLimitKey(resolveApiUrl('/api/v1')), 12));
    expect(screen.getByRole('status')).toHaveTextContent('Too many requests. Retrying in 12 s');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('status')).toHaveTextContent('Too many requests. Retrying in 11 s');

    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ignores limits of other origins', () => {
    render(<RateLimitBanner />);
    act(() => rateLimitGate.block('https://elsewhere.test', 30));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
