// @vitest-environment jsdom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authQueue } from '@/api/auth-queue';
import { api } from '@/api/client';
import { setRuntimeConfig } from '@/api/config';
import { clearSession, getSession, setSession } from '@/api/session';
import type { Project } from '@/api/types';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import { ReloginDialog } from './relogin-dialog';
import { RequireSession } from './require-session';
import { SessionExpiryWarning } from './session-expiry-warning';

let backend: TestService;
let projectUID = '';

beforeAll(async () => {
  backend = await createTestService();
  setRuntimeConfig({ apiBaseUrl: backend.baseUrl });
  const token = await backend.login('anna@demo.test');
  const response = await fetch(`${backend.baseUrl}/api/v1/project?States=Active`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { result: Project[] };
  projectUID = body.result[0]?.projectUID ?? '';
});
beforeEach(() => clearSession());
afterEach(() => {
  cleanup();
  authQueue.rejectAll();
});
afterAll(async () => {
  setRuntimeConfig({ apiBaseUrl: '' });
  await backend.dispose();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A screen with unsaved input whose save goes through the client. */
function EditScreen() {
  const [description, setDescription] = useState('');
  const save = useMutation({
    mutationFn: () => api.put('/api/v1/project', { body: { projectUID, description } }),
    meta: { handlesError: true },
  });
  return (
    <div>
      <label>
        Description
        <input value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
      {save.isSuccess && <p>Saved</p>}
      {save.isError && <p>Save failed: {save.error.message}</p>}
    </div>
  );
}

function renderApp(entry = '/edit') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Login screen</h1> },
      {
        element: <RequireSession />,
        children: [
          {
            element: (
              <>
                <SessionExpiryWarning />
                <Outlet />
                <ReloginDialog />
              </>
            ),
            children: [{ path: '/edit', element: <EditScreen /> }],
          },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('session flow', () => {
  it('sends a visitor without a session to the login page, remembering where they were', async () => {
    const { router } = renderApp('/edit?tab=2');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fedit%3Ftab%3D2');
  });

  it('holds a save that hit an expired token, re-authenticates in the dialog and completes the save once', async () => {
    setSession({
      token: 'expired-token',
      expirationDate: inMinutes(60),
      userName: 'anna@demo.test',
    });
    const puts: (string | null)[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') puts.push(request.headers.get('Authorization'));
    };
    backend.server.events.on('request:start', onRequest);
    const { user } = renderApp();
    await user.type(screen.getByLabelText('Description'), 'Matte varnish');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(within(dialog).getByText('1 request is waiting to be sent.')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Email');
    expect(name).toHaveValue('anna@demo.test');
    expect(name).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Description')).toHaveValue('Matte varnish');

    await user.type(within(dialog).getByLabelText('Password'), 'demo');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const token = getSession()?.token ?? '';
    backend.server.events.removeListener('request:start', onRequest);
    expect(puts).toEqual(['Bearer expired-token', `Bearer ${token}`]);
    const check = await fetch(`${backend.baseUrl}/api/v1/project?ProjectUID=${projectUID}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [project] = ((await check.json()) as { result: Project[] }).result;
    expect(project?.description).toBe('Matte varnish');
  });

  it('keeps held requests when the dialog is put aside, and fails them on sign-out', async () => {
    setSession({
      token: 'expired-token',
      expirationDate: inMinutes(60),
      userName: 'anna@demo.test',
    });
    const { router, user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out');
    expect(authQueue.getSnapshot()).toEqual({ reloginRequired: true, held: 1 });

    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    const reopened = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.click(within(reopened).getByRole('button', { name: 'Sign in as someone else' }));

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('proofdesk.session')).toBeNull();
    expect(authQueue.getSnapshot()).toEqual({ reloginRequired: false, held: 0 });
  });

  it('warns before the session ends and renews it through the dialog', async () => {
    const token = await backend.login('anna@demo.test');
    setSession({ token, expirationDate: inMinutes(4), userName: 'anna@demo.test' });
    const { user } = renderApp();
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent('Your session ends in 4 minutes');

    await user.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.type(within(dialog).getByLabelText('Password'), 'demo');
    await user.selectOptions(within(dialog).getByLabelText('Stay signed in for'), '8 hours');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Your session ends/)).not.toBeInTheDocument();
    const hoursLeft = (Date.parse(getSession()?.expirationDate ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(7.9);
  });

  it('checks the token when the tab becomes visible and asks to sign in when it is dead', async () => {
    setSession({
      token: 'revoked-token',
      expirationDate: inMinutes(120),
      userName: 'anna@demo.test',
    });
    renderApp();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();
  });
});
