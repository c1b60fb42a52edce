// @vitest-environment jsdom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@/api/config';
import { clearSession, getSession } from '@/api/session';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import { LoginPage } from './login-page';

let backend: TestService;

beforeAll(async () => {
  backend = await createTestService();
});
beforeEach(() => clearSession());
afterEach(() => {
  cleanup();
  setRuntimeConfig({ apiBaseUrl: '' });
});
afterAll(() => backend.dispose());

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Dashboard screen</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const demoAccounts = () => screen.queryByRole('region', { name: 'Demo accounts' });

describe('LoginPage on the offline demo', () => {
  it('names the demo accounts; choosing one fills the form for Sign in', async () => {
    // The offline service answers on the app's own origin (the test service hears every origin).
    setRuntimeConfig({ apiBaseUrl: '' });
    const user = renderLogin();
    const region = demoAccounts();
    expect(region).toHaveTextContent('Every password is “demo”');
    const accounts = within(region as HTMLElement).getAllByRole('button');
    expect(accounts.map((button) => button.textContent)).toEqual([
      'anna@demo.testOwner and admin',
      'ravi@demo.testReviewer, Acme Packaging',
      'lena@demo.testReviewer, Nordic Foods',
    ]);

    await user.click(accounts[1] as HTMLElement);
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('demo');
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(signIn).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(getSession()?.userName).toBe('ravi@demo.test');
  });

  it('names no demo account when a real server is configured', () => {
    setRuntimeConfig({ apiBaseUrl: backend.baseUrl });
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign in to Proofdesk' })).toBeInTheDocument();
    expect(demoAccounts()).toBeNull();
    expect(screen.queryByText(/demo\.test/)).toBeNull();
  });
});

describe('LoginPage session length', () => {
  it('keeps "stay signed in" folded under a line that names the choice', async () => {
    const user = renderLogin();
    const summary = screen.getByText('Session length: 10 hours (standard)');
    const disclosure = summary.closest('details');
    expect(disclosure).not.toHaveAttribute('open');

    await user.click(summary);
    expect(disclosure).toHaveAttribute('open');
    await user.selectOptions(screen.getByLabelText('Stay signed in for'), '8 hours');
    expect(screen.getByText('Session length: 8 hours')).toBe(summary);
  });
});
