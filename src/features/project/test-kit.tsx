import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { setRuntimeConfig } from '@/api/config';
import { setSession } from '@/api/session';
import type { Project } from '@/api/types';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';

/** Test helpers of the project feature: the real offline service behind msw/node. */
export async function startService(): Promise<TestService> {
  const backend = await createTestService();
  setRuntimeConfig({ apiBaseUrl: backend.baseUrl });
  return backend;
}

export async function stopService(backend: TestService): Promise<void> {
  setRuntimeConfig({ apiBaseUrl: '' });
  await backend.dispose();
}

/** Signs a demo account in for the app's client and returns the token. */
export async function signInAs(backend: TestService, email = 'anna@demo.test'): Promise<string> {
  const token = await backend.login(email);
  setSession({
    token,
    expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
    userName: email,
  });
  return token;
}

/** Projects of every state whose name contains `text`, straight from the service. */
export async function findProjects(
  backend: TestService,
  token: string,
  text: string,
): Promise<Project[]> {
  const query = new URLSearchParams({
    Query: text,
    States: 'Active,OnHold,Completed,Archived,InTransit',
    IsLoadTasks: 'true',
  });
  const response = await fetch(`${backend.baseUrl}/api/v1/project?${query.toString()}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { result: Project[] };
  return body.result;
}

/** Renders with a fresh QueryClient (no retries), as the app's providers would. */
export function renderWithQuery(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient, user: userEvent.setup() };
}
