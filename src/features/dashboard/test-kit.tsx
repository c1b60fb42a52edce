import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/api/config';
import { clearSession, setSession } from '@/api/session';
import { PHONE_QUERY, ToastRegion, useToastStore } from '@/components/ui';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import { DashboardPage } from './components/dashboard-page';

/** Test helpers of the dashboard: the real offline service behind msw/node. */
export async function startService(): Promise<TestService> {
  const backend = await createTestService();
  setRuntimeConfig({ apiBaseUrl: backend.baseUrl });
  return backend;
}

export async function stopService(backend: TestService): Promise<void> {
  setRuntimeConfig({ apiBaseUrl: '' });
  useToastStore.setState({ toasts: [] });
  await backend.dispose();
}

export async function signInAs(backend: TestService, email = 'anna@demo.test'): Promise<string> {
  const token = await backend.login(email);
  setSession({
    token,
    expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
    userName: email,
  });
  return token;
}

/**
 * jsdom lays nothing out, so virtual lists would show no rows: give every element a viewport
 * of `height` px. Returns the undo.
 */
export function fakeLayout(height = 2000, width = 1200): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
    clientWidth: Object.getOwnPropertyDescriptor(proto, 'clientWidth'),
  };
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  // jsdom defines both on Element.prototype: usually there is no own descriptor to put back,
  // and one left behind would give the next file's elements (same worker) this size too.
  return () => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else Reflect.deleteProperty(proto, name);
    }
  };
}

/** The dashboard at `path` in a memory router, with a fresh QueryClient (no retries) and the toast region. */
export function renderDashboard(path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <DashboardPage projectHref={(uid) => `/projects/${encodeURIComponent(uid)}`} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastRegion />
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}

/** A Kanban column by its name (a section labelled by its heading). */
export function column(name: string) {
  return screen.getByRole('region', { name });
}

/** The project names (card links) in a column, top to bottom. */
export function namesIn(region: HTMLElement): string[] {
  return within(region)
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

/** The current URL's search parameters, as an object. */
export function searchOf(router: ReturnType<typeof createMemoryRouter>): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

/**
 * Every test of the calling file runs on a phone (390 x 844, only the phone media query
 * matches: jsdom has no matchMedia of its own), signed in as Anna against a fresh service.
 */
export function onASignedInPhone(): void {
  let backend: TestService;
  let undoLayout: () => void;
  beforeEach(async () => {
    undoLayout = fakeLayout(844, 390);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    backend = await startService();
    await signInAs(backend);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    undoLayout();
    clearSession();
    await stopService(backend);
  });
}
