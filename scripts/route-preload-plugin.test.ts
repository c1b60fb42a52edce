// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CONFIG_REQUEST } from '../src/api/config';
import { clearSession, setSession } from '../src/api/session';
import { savePreferredLanguage } from '../src/lib/i18n/language-preference';
import {
  chunkFiles,
  EARLY_CONFIG_GLOBAL,
  entryFiles,
  routePreloadScript,
} from './route-preload-plugin';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
  isEntry: fileName.startsWith('index'),
});

const bundle = {
  'index.js': chunk('index.js', ['vendor.js', 'app.js'], '/repo/index.html'),
  'vendor.js': chunk('vendor.js', []),
  'app.js': chunk('app.js', ['vendor.js']),
  'login-page.js': chunk('login-page.js', ['app.js', 'fields.js'], '/repo/src/login-page.tsx'),
  'fields.js': chunk('fields.js', ['app.js', 'token.js']),
  'token.js': chunk('token.js', ['app.js']),
  'auth.js': chunk('auth.js', [], '/repo/src/locales/en/auth.json'),
};

describe('the chunks a page needs beyond the entry', () => {
  it('follows the static imports and leaves out what the entry brings', () => {
    const loaded = entryFiles(bundle);
    expect([...loaded].sort()).toEqual(['app.js', 'index.js', 'vendor.js']);
    expect(chunkFiles(bundle, '/src/login-page.tsx', loaded)).toEqual([
      'login-page.js',
      'fields.js',
      'token.js',
    ]);
    expect(() => chunkFiles(bundle, '/src/nowhere.tsx', loaded)).toThrow(/no chunk/);
  });
});

describe('the route preload script', () => {
  const script = routePreloadScript(
    '/',
    { code: ['assets/login.js'], texts: ['assets/auth.js'] },
    { code: ['assets/external.js'], texts: ['assets/external-texts.js'] },
    { sessionKey: 'proofdesk.session', languageKey: 'proofdesk.language' },
  );
  const run = (path: string) => {
    window.history.replaceState(null, '', path);
    // The script as the browser runs it: a classic script in this page's global scope.
    runInThisContext(script);
    return [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    );
  };

  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({}))),
    );
  });
  afterEach(() => {
    document.head.replaceChildren();
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('hands the app its request for config.json under the name the app looks for', () => {
    run('/login');
    expect(EARLY_CONFIG_GLOBAL).toBe(EARLY_CONFIG_REQUEST);
    expect(fetch).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect((window as unknown as Record<string, unknown>)[EARLY_CONFIG_REQUEST]).toBeInstanceOf(
      Promise,
    );
  });

  it('preloads the sign-in form wherever a tab without a session lands', () => {
    expect(run('/projects/p1')).toEqual(['/assets/login.js', '/assets/auth.js']);
  });

  it('preloads nothing for a signed-in tab (the session the app keeps)', () => {
    setSession({ token: 't', expirationDate: '2099-01-01T00:00:00Z', userName: 'anna@demo.test' });
    expect(run('/')).toEqual([]);
  });

  it('preloads the external review, and English texts only for an English page', () => {
    expect(run('/external/abc')).toEqual(['/assets/external.js', '/assets/external-texts.js']);
    document.head.replaceChildren();
    savePreferredLanguage('de');
    expect(run('/external/abc')).toEqual(['/assets/external.js']);
  });
});
