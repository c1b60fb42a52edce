// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/api/session';
// Tests set the session directly, so they also undo what a sign-out leaves in the auth UI state.
import { useReloginStore } from '@/features/auth/stores/relogin-store';
import type { TestService } from '@/offline/platform/adapters/node';
import { signInAs, startService, stopService } from '@/testing/service-kit';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

// The whole shell against the real offline service, as the app runs it offline.
let backend: TestService;

beforeAll(async () => {
  // jsdom has no ResizeObserver; the library's grid measures its width with one (it now opens
  // on a folder of assets).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  backend = await startService();
  // The screens these tests open, transformed once here: a cold transform of a route's module
  // graph on a busy CI machine took longer than a test's wait for its first heading.
  await Promise.all([
    import('./routes/dashboard'),
    import('./routes/library'),
    import('./routes/my-tasks'),
    import('./routes/not-found'),
  ]);
}, 120_000);
beforeEach(async () => {
  await signInAs(backend);
});
afterEach(() => {
  cleanup();
  clearSession();
  useReloginStore.getState().settle();
});
afterAll(async () => {
  await stopService(backend);
});

/** The first screen can take a moment to load its chunk and data on a busy machine. */
const slow = { timeout: 5_000 };

function renderApp(path: string, { signedIn = true } = {}) {
  if (!signedIn) clearSession();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(<App queryClient={createQueryClient()} router={router} />);
  return { router, user: userEvent.setup() };
}

describe('app shell', () => {
  it('marks the current screen in the main navigation', async () => {
    renderApp('/library');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Library' }, slow),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('moves focus to the new heading after navigating', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, slow);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'My tasks',
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'My tasks' }, slow);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('My tasks · Proofdesk');
  });

  it('shows the signed-in user, the offline badge and the settings link', async () => {
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: /Anna Berg/ }, slow);
    expect(await screen.findByText('Offline demo', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo settings' })).toHaveAttribute(
      'href',
      '/offline-settings',
    );
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The menu's panel is a deferred part of the frame: its code may still be on its way.
    expect(await screen.findByText('Signed in as anna@demo.test', {}, slow)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('signs out from the user menu', async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Anna Berg/ }, slow));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: /sign in/i });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a not-found page with a link home for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/There is nothing at \/no\/such\/page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['a project', '/projects/prj-no-such-project'],
    ['a workflow', '/workflows/wf-no-such-workflow'],
    ['an asset', '/review/ast-no-such-asset'],
  ])('shows the same not-found page for %s that does not exist', async (_, path) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(`There is nothing at ${path}.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('sends people without a session to sign in first', async () => {
    const { router } = renderApp('/workflows', { signedIn: false });
    // The login screen is a lazy route: its first import under Vitest can take a few seconds.
    await screen.findByRole('button', { name: /sign in/i }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toContain('next=%2Fworkflows');
  });
});
