import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { setRuntimeConfig } from '@/api/config';
import { setSession } from '@/api/session';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';

/** The real offline service behind msw/node, with the app's client pointed at it. */
export async function startService(): Promise<TestService> {
  const backend = await createTestService();
  setRuntimeConfig({ apiBaseUrl: backend.baseUrl });
  return backend;
}

export async function stopService(backend: TestService): Promise<void> {
  setRuntimeConfig({ apiBaseUrl: '' });
  await backend.dispose();
}

/** Signs a demo account in for the app's client; returns its token. */
export async function signInAs(backend: TestService, email: string): Promise<string> {
  const token = await backend.login(email);
  setSession({
    token,
    expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
    userName: email,
  });
  return token;
}

/** Calls the service directly (setup and checks), as `email`'s token. */
export async function callService<T>(
  backend: TestService,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${backend.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { result: T };
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return json.result;
}

/** Renders inside a router and a fresh QueryClient without retries. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, user: userEvent.setup() };
}
