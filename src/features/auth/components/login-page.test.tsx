// @vitest-environment jsdom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@/api/config';
import { clearSession, getSession } from '@/api/session';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import { LoginPage } from './login-page';

let backend: TestService;
const requests: string[] = [];

beforeAll(async () => {
  backend = await createTestService();
  setRuntimeConfig({ apiBaseUrl: backend.baseUrl });
  backend.server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
beforeEach(() => {
  clearSession();
  requests.length = 0;
});
afterEach(() => {
  cleanup();
  backend.server.resetHandlers();
});
afterAll(async () => {
  setRuntimeConfig({ apiBaseUrl: '' });
  await backend.dispose();
});

function renderLogin(entry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Dashboard screen</h1> },
      { path: '/projects/:projectUID', element: <h1>Project screen</h1> },
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

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const keepAlive = () => screen.getByLabelText('Stay signed in for');

describe('LoginPage', () => {
  it('explains the Pro plan requirement to a Lite account and keeps what was typed', async () => {
    const { user } = renderLogin();
    await user.type(email(), 'lite@demo.test');
    await user.type(password(), 'demo');
    await user.selectOptions(keepAlive(), '7 days');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Proofdesk needs the Pro plan');
    expect(alert).toHaveTextContent('Ask your account administrator to upgrade the account to Pro');
    expect(email()).toHaveValue('lite@demo.test');
    expect(password()).toHaveValue('demo');
    expect(keepAlive()).toHaveValue('10080');
    expect(getSession()).toBeNull();
    expect(requests).toEqual(['POST /api/v1/token/login']);
  });

  it('says so when the e-mail or password is wrong', async () => {
    const { user } = renderLogin();
    await user.type(email(), 'anna@demo.test');
    await user.type(password(), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is not right.',
    );
    expect(email()).toHaveValue('anna@demo.test');
    expect(getSession()).toBeNull();
  });

  it('marks empty fields, announces it, focuses the first and sends nothing', async () => {
    const { user } = renderLogin();
    await user.type(password(), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Enter your email address.');
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(email()).toHaveFocus();
    expect(requests).toEqual([]);

    await user.type(email(), 'a');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the service validation messages on their fields', async () => {
    backend.server.use(
      http.post(`${backend.baseUrl}/api/v1/token/login`, () =>
        HttpResponse.json(
          {
            type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
            title: 'One or more validation errors occurred.',
            status: 400,
            traceId: 'x',
            errors: { userName: ['The userName field is not a valid e-mail address.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderLogin();
    await user.type(email(), 'anna');
    await user.type(password(), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(
      'The userName field is not a valid e-mail address.',
    );
    expect(email()).toHaveFocus();
    expect(email()).toHaveValue('anna');
  });

  it('signs in, stores the session and returns to the in-app ?next= path', async () => {
    const { router, user } = renderLogin('/login?next=%2Fprojects%2Fp1');
    await user.type(email(), 'anna@demo.test');
    await user.type(password(), 'demo');
    await user.selectOptions(keepAlive(), '1 hour');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Project screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/p1');
    const session = getSession();
    expect(session?.userName).toBe('anna@demo.test');
    const minutesLeft = (Date.parse(session?.expirationDate ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(55);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('never follows an absolute ?next= URL', async () => {
    const { router, user } = renderLogin('/login?next=https%3A%2F%2Fevil.test%2F');
    await user.type(email(), 'ravi@demo.test');
    await user.type(password(), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
