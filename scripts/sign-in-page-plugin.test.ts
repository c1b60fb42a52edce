// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../src/api/session';
import {
  SIGN_IN_SHELL_CLASS,
  SIGN_IN_SHELL_SUBMIT_GLOBAL,
} from '../src/app/sign-in-shell-contract';
import { savePreferredLanguage } from '../src/lib/i18n/language-preference';
import { signInPageScript, takeAppStart, withShell } from './sign-in-page-plugin';

const INDEX = `<head>
    <title>Proofdesk</title>
    <script async src="/assets/route-preload-1.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>`;

describe('sign-in.html, built from index.html', () => {
  it('starts the app from its script instead of the tags index.html has', () => {
    const { html, start } = takeAppStart(INDEX);
    expect(start).toEqual({
      entry: '/assets/index-1.js',
      modulePreloads: ['/assets/vendor-1.js'],
      scripts: ['/assets/route-preload-1.js'],
    });
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<link rel="stylesheet"');
    expect(withShell(html, '<main>form</main>\n')).toContain(
      '<div id="root"><div id="sign-in-shell"><main>form</main></div></div>',
    );
  });
});

describe('sign-in.html’s script', () => {
  const { start } = takeAppStart(INDEX);
  const script = signInPageScript('/', start, {
    sessionKey: 'proofdesk.session',
    languageKey: 'proofdesk.language',
  });
  const html = document.documentElement;
  const started = () =>
    [...document.head.querySelectorAll('script[src], link[rel=modulepreload]')].map(
      (el) => el.getAttribute('src') ?? el.getAttribute('href'),
    );
  const run = (path: string) => {
    window.history.replaceState(null, '', path);
    html.classList.remove(SIGN_IN_SHELL_CLASS);
    document.head.replaceChildren();
    runInThisContext(script);
    return html.classList.contains(SIGN_IN_SHELL_CLASS);
  };

  afterEach(() => {
    vi.useRealTimers();
    clearSession();
    localStorage.clear();
  });

  it('shows the copy on /login, in English, without a session, and starts the app after that paint', async () => {
    expect(run('/login')).toBe(true);
    expect(started()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1)));
    expect(started()).toEqual([
      '/assets/vendor-1.js',
      '/assets/route-preload-1.js',
      '/assets/index-1.js',
    ]);
    expect(document.head.querySelector('script[type=module]')).not.toBeNull();
  });

  it('starts the app at once, copy hidden, for a session, another language or another path', () => {
    setSession({ token: 't', expirationDate: '2099-01-01T00:00:00Z', userName: 'anna@demo.test' });
    expect(run('/login')).toBe(false);
    expect(started()).toHaveLength(3);
    clearSession();
    savePreferredLanguage('de');
    expect(run('/login')).toBe(false);
    expect(started()).toHaveLength(3);
    localStorage.clear();
    expect(run('/projects/p1')).toBe(false);
    expect(started()).toHaveLength(3);
  });

  it('holds the copy’s form instead of sending the password in the address', () => {
    run('/login');
    document.body.innerHTML = '<div id="sign-in-shell"><form><button>Sign in</button></form></div>';
    const form = document.querySelector('form');
    const sent = vi.fn<(prevented: boolean) => void>();
    window.addEventListener('submit', (event) => {
      sent(event.defaultPrevented);
    });
    form?.requestSubmit();
    expect(sent).toHaveBeenCalledWith(true);
    expect((window as unknown as Record<string, unknown>)[SIGN_IN_SHELL_SUBMIT_GLOBAL]).toBe(true);
  });
});
