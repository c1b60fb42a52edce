// @vitest-environment jsdom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync, writeFileSync } from 'node:fs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@/api/config';
import { LoginPage } from '@/features/auth/components/login-page';
import { DEFAULT_KEEP_ALIVE } from '@/features/auth/lib/keep-alive';
import { i18n } from '@/lib/i18n';

const SHELL = 'src/app/sign-in-shell.html';

beforeAll(async () => {
  setRuntimeConfig({ apiBaseUrl: 'https://api.example.test' });
  await i18n.loadNamespaces('auth');
});
afterEach(cleanup);
afterAll(() => setRuntimeConfig({ apiBaseUrl: '' }));

/** The sign-in page as React renders it against a real server, in English. */
async function renderedSignIn(): Promise<string> {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Sign in to Proofdesk' });
  // React sets a select's value as a property; the static copy needs it as markup.
  for (const select of container.querySelectorAll('select')) {
    select.selectedOptions[0]?.setAttribute('selected', '');
  }
  return container.innerHTML;
}

/**
 * React's generated ids (`_r_0_`) count every id issued in this worker before, so they differ
 * with which test files ran first; only their pairing (label to field) must match.
 */
function withIdsInOrder(html: string): string {
  const seen = new Map<string, string>();
  return html.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!seen.has(id)) seen.set(id, `id${String(seen.size)}`);
    return seen.get(id) ?? id;
  });
}

describe('the sign-in page’s static copy in sign-in.html (scripts/sign-in-page-plugin.ts)', () => {
  it('is the markup React renders for the sign-in page, so replacing it moves nothing', async () => {
    const rendered = await renderedSignIn();
    // `UPDATE_SIGN_IN_SHELL=1 npx vitest run src/app/sign-in-shell.test.tsx` writes it anew.
    if (process.env.UPDATE_SIGN_IN_SHELL === '1') writeFileSync(SHELL, `${rendered}\n`);
    expect(withIdsInOrder(readFileSync(SHELL, 'utf8').trim())).toBe(withIdsInOrder(rendered));
  });

  it('shows the session length the app starts with, not the list’s first entry', () => {
    const copy = document.createElement('div');
    copy.innerHTML = readFileSync(SHELL, 'utf8');
    expect(copy.querySelector('select')?.value).toBe(String(DEFAULT_KEEP_ALIVE));
  });
});
