import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from '@/api/client';
import { setRuntimeConfig } from '@/api/config';
import { clearSession, setSession } from '@/api/session';
import type { Project } from '@/api/types';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import type { OfflineServiceOptions } from '@/offline/platform/service';

/**
 * Component tests against the real offline service behind msw/node: the app's own client
 * talks to it, signed in as a demo account.
 */
export async function startService(options: OfflineServiceOptions = {}): Promise<TestService> {
  const backend = await createTestService(options);
  setRuntimeConfig({ apiBaseUrl: backend.baseUrl });
  return backend;
}

export async function stopService(backend: TestService): Promise<void> {
  clearSession();
  setRuntimeConfig({ apiBaseUrl: '' });
  await backend.dispose();
}

/** Signs a demo account in for the app's client. */
export async function signInAs(backend: TestService, email = 'anna@demo.test'): Promise<void> {
  const token = await backend.login(email);
  setSession({
    token,
    expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
    userName: email,
  });
}

/** One project with every child collection, as the project page loads it. */
export async function loadProject(projectUID: string): Promise<Project> {
  const [project] = await api.get('/api/v1/project', {
    query: {
      ProjectUID: projectUID,
      States: 'Active,OnHold,Completed,Archived,InTransit',
      IsLoadAssets: true,
      IsLoadTasks: true,
      IsLoadRefDocs: true,
    },
  });
  if (!project) throw new Error(`No project ${projectUID}`);
  return project;
}

/** Renders inside a fresh QueryClient (no retries) and a memory router at `path`. */
export function renderWithApp(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router, user: userEvent.setup() };
}
