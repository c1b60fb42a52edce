// @vitest-environment jsdom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceInfo } from '@/api/service-info';
import { ConnectionNotice } from './connection-notice';

afterEach(() => cleanup());

describe('ConnectionNotice', () => {
  it('shows while the service cannot be reached and goes with the next answer', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ConnectionNotice />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    act(() => serviceInfo.noteUnreachable());
    expect(await screen.findByRole('button', { name: 'Try again now' })).toBeTruthy();
    expect(screen.getByText(/What you typed stays here/)).toBeTruthy();
    act(() => serviceInfo.note(new Response(null)));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
