// @vitest-environment jsdom
import '@/lib/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { RouteError } from './route-error';

// React and the router log every caught render error; these tests throw on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderRoute(route: { loader?: () => unknown; Component: () => ReactNode }) {
  const router = createMemoryRouter([
    { path: '/', ...route, errorElement: <RouteError />, hydrateFallbackElement: <p>starting</p> },
    { path: '/other', element: <p>elsewhere</p> },
  ]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('RouteError', () => {
  it('says what failed in a loader and retries it', async () => {
    let calls = 0;
    const user = renderRoute({
      loader: () => {
        calls += 1;
        if (calls === 1) throw new ApiError({ status: 0, message: 'fetch failed' });
        return null;
      },
      Component: () => <h1>Loaded</h1>,
    });
    expect(
      await screen.findByRole('heading', { name: 'This screen could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot reach the service');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('resets after a render error once Retry succeeds', async () => {
    let broken = true;
    const user = renderRoute({
      loader: () => null,
      Component: () => {
        if (broken) throw new Error('boom');
        return <h1>Recovered</h1>;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('offers a way home', async () => {
    renderRoute({
      Component: () => {
        throw new Error('boom');
      },
    });
    expect(await screen.findByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('asks for a reload when a screen chunk failed to load', async () => {
    renderRoute({
      Component: () => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/library-abc.js');
      },
    });
    expect(await screen.findByRole('button', { name: 'Reload the app' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the app could not be loaded');
  });
});
