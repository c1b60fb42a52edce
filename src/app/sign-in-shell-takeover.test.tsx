// @vitest-environment jsdom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@/api/config';
import { LoginPage } from '@/features/auth/components/login-page';
import { i18n } from '@/lib/i18n';
import { takeOverSignInShell } from './sign-in-shell';
import {
  SIGN_IN_SHELL_CLASS,
  SIGN_IN_SHELL_ID,
  SIGN_IN_SHELL_SUBMIT_GLOBAL,
} from './sign-in-shell-contract';

beforeAll(async () => {
  setRuntimeConfig({ apiBaseUrl: 'https://api.example.test' });
  await i18n.loadNamespaces('auth');
});
afterEach(() => {
  cleanup();
  document.documentElement.classList.remove(SIGN_IN_SHELL_CLASS);
  Reflect.deleteProperty(window, SIGN_IN_SHELL_SUBMIT_GLOBAL);
});
afterAll(() => setRuntimeConfig({ apiBaseUrl: '' }));

/** #root as sign-in.html has it: the static copy, shown. */
function staticPage(): { root: HTMLElement; shell: HTMLElement } {
  const root = document.createElement('div');
  root.innerHTML = `<div id="${SIGN_IN_SHELL_ID}">${readFileSync('src/app/sign-in-shell.html', 'utf8')}</div>`;
  document.body.append(root);
  document.documentElement.classList.add(SIGN_IN_SHELL_CLASS);
  const shell = root.firstElementChild;
  if (!(shell instanceof HTMLElement)) throw new Error('no shell');
  return { root, shell };
}

function renderApp(root: HTMLElement, onSubmit = vi.fn()) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { container: root },
  );
  root.addEventListener('submit', onSubmit);
  return onSubmit;
}

describe('the app taking over the sign-in page’s static copy', () => {
  it('keeps what was typed, the unfolded session length and the focused field', async () => {
    const { root, shell } = staticPage();
    takeOverSignInShell(shell, root);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'anna@demo.test');
    await user.click(screen.getByText(/Session length/));
    await user.selectOptions(screen.getByLabelText('Stay signed in for'), '480');
    await user.type(screen.getByLabelText('Password'), 'secr');

    renderApp(root);
    const email = await screen.findByLabelText<HTMLInputElement>('Email');
    expect(root.contains(shell)).toBe(false);
    expect(email.value).toBe('anna@demo.test');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('secr');
    expect(screen.getByLabelText<HTMLSelectElement>('Stay signed in for').value).toBe('480');
    // The app's own state has it too: its summary names the chosen length.
    expect(screen.getByText('Session length: 8 hours')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('sends the form once the app has it when "Sign in" was pressed before', async () => {
    const { root, shell } = staticPage();
    // What sign-in.html's script records when the copy's form is sent.
    (window as unknown as Record<string, unknown>)[SIGN_IN_SHELL_SUBMIT_GLOBAL] = true;
    takeOverSignInShell(shell, root);
    const submitted = renderApp(
      root,
      vi.fn((event: Event) => event.preventDefault()),
    );
    await screen.findByLabelText('Email');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
