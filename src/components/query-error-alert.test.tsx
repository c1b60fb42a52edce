// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { QueryErrorAlert } from './query-error-alert';

describe('QueryErrorAlert', () => {
  it('says what failed in words and asks the query again on Retry', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    const error = new ApiError({ status: 503, message: 'down' });
    render(<QueryErrorAlert query={{ error, refetch }} title="The list could not be loaded" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(alert).toHaveTextContent('HTTP 503');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('as a warning it does not interrupt (role status) and may say it in its own words', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    render(
      <QueryErrorAlert query={{ error: new Error('x'), refetch }} tone="warning">
        Workflows could not be loaded.
      </QueryErrorAlert>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Workflows could not be loaded.');
  });
});
