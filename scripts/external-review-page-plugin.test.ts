// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptEarlyAnswers, createApiClient } from '../src/api/client';
import { EARLY_CONFIG_REQUEST } from '../src/api/config';
import {
  EARLY_ANSWERS_GLOBAL,
  EARLY_ANSWERS_SETTLED_GLOBAL,
  takeEarlyAnswer,
} from '../src/api/early-answers';
import {
  EXTERNAL_REVIEW_SHELL_CLASS,
  EXTERNAL_REVIEW_SHELL_ID,
} from '../src/app/external-review-shell-contract';
import { externalReviewScript } from './external-review-page-plugin';
import { shellTexts, withExternalReviewShell } from './external-review-shell-script';

const API = 'http://api.test';
const KEYS = { languageKey: 'proofdesk.language', externalKey: 'proofdesk.externalReview' };
const script = externalReviewScript(
  '/',
  { code: ['assets/external.js'], texts: ['assets/external-texts.js'] },
  KEYS,
  shellTexts('src/locales'),
);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const task = {
  taskUID: 't1',
  status: 'Pending',
  assetUIDs: ['a1', 'a2'],
  decisions: [{ assetUID: 'a1' }],
  projectName: '<b>Nordic</b> & juice',
  user: { email: 'printer@press.example' },
  dueDate: '2031-03-14',
  isAllowDownloadAssets: true,
};

/** The network the page sees: config.json, and the API with one link (`password` if it has one). */
function network(
  options: { apiBaseUrl?: string; password?: boolean; fail?: boolean; asset?: object } = {},
) {
  const sent: string[] = [];
  // The script passes strings only.
  const fetch = vi.fn((href: string, init?: RequestInit) => {
    const request = new Request(new URL(href, location.href), init);
    const auth = request.headers.get('Authorization');
    sent.push(`${request.method} ${request.url}${auth ? ` ${auth}` : ''}`);
    const path = new URL(request.url).pathname;
    if (path === '/config.json')
      return Promise.resolve(json({ apiBaseUrl: options.apiBaseUrl ?? `${API}/` }));
    if (path === '/api/v1/review/session') {
      if (options.fail) return Promise.reject(new TypeError('Failed to fetch'));
      if (options.password)
        return Promise.resolve(json({ statusCode: 412, message: 'Password' }, 412));
      return Promise.resolve(
        json({ result: { token: 'scoped', expirationDate: '2099-01-01T00:00:00Z', task } }),
      );
    }
    if (path === '/api/v1/asset')
      return Promise.resolve(json({ result: options.asset ?? { assetUID: 'a2' } }));
    return Promise.resolve(new Response('', { status: 404 }));
  });
  vi.stubGlobal('fetch', fetch);
  return { sent };
}

/** Opens `path` the way external-review.html does: the script runs, the app's client follows. */
function open(path: string) {
  window.history.replaceState(null, '', path);
  runInThisContext(script);
}

const earlyAnswers = () =>
  (window as unknown as Record<string, unknown[] | undefined>)[EARLY_ANSWERS_GLOBAL] ?? [];

beforeEach(() => acceptEarlyAnswers(takeEarlyAnswer));
afterEach(() => {
  acceptEarlyAnswers(null);
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.head.replaceChildren();
  Reflect.deleteProperty(window, EARLY_ANSWERS_GLOBAL);
  Reflect.deleteProperty(window, EARLY_CONFIG_REQUEST);
  Reflect.deleteProperty(window, EARLY_ANSWERS_SETTLED_GLOBAL);
});

describe('the external review page script', () => {
  it('exchanges the link and asks for its asset early; the app asks for neither again', async () => {
    const { sent } = network();
    open('/external/link-1');
    expect(Reflect.get(window, EARLY_CONFIG_REQUEST)).toBeInstanceOf(Promise);
    // The page's chunks once the chain has no more use for the link.
    expect(document.head.querySelector('link[rel=modulepreload]')).toBeNull();
    await vi.waitFor(() => expect(earlyAnswers()).toHaveLength(2));
    await vi.waitFor(() =>
      expect(
        [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) =>
          l.getAttribute('href'),
        ),
      ).toEqual(['/assets/external.js', '/assets/external-texts.js']),
    );
    await vi.waitFor(() => expect(Reflect.get(window, EARLY_ANSWERS_SETTLED_GLOBAL)).toBeNull());
    expect(sent).toEqual([
      `GET ${location.origin}/config.json`,
      `POST ${API}/api/v1/review/session`,
      // The first asset without a decision, with the session's token.
      `GET ${API}/api/v1/asset?AssetUID=a2 Bearer scoped`,
    ]);

    // The app's own requests, as src/features/external-review and the asset query send them.
    const client = createApiClient({ baseUrl: API, getToken: () => 'scoped' });
    const session = await client.post('/api/v1/review/session', {
      body: { reviewToken: 'link-1' },
    });
    expect(session.token).toBe('scoped');
    expect(await client.get('/api/v1/asset', { query: { AssetUID: 'a2' } })).toEqual({
      assetUID: 'a2',
    });
    expect(sent).toHaveLength(3);
    expect(earlyAnswers()).toEqual([]);
  });

  it('asks for the asset the link names, when the task has it', async () => {
    const { sent } = network();
    open('/external/link-1?asset=a1&lang=en');
    await vi.waitFor(() => expect(earlyAnswers()).toHaveLength(2));
    expect(sent.at(-1)).toBe(`GET ${API}/api/v1/asset?AssetUID=a1 Bearer scoped`);
  });

  it('asks no asset for a link with a password: the app shows the form from its answer', async () => {
    const { sent } = network({ password: true });
    open('/external/link-1');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(2);
    const client = createApiClient({ baseUrl: API, getToken: () => null });
    await expect(
      client.post('/api/v1/review/session', { body: { reviewToken: 'link-1' } }),
    ).rejects.toMatchObject({ status: 412 });
    expect(sent).toHaveLength(2);
  });

  it('exchanges nothing when the tab holds the link’s live session, or for the offline demo', async () => {
    const { sent } = network();
    sessionStorage.setItem(
      KEYS.externalKey,
      JSON.stringify({
        reviewToken: 'link-1',
        session: { token: 's', expirationDate: '2099-01-01T00:00:00Z', taskUID: 't1' },
      }),
    );
    open('/external/link-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([`GET ${location.origin}/config.json`]);

    sessionStorage.clear();
    sent.length = 0;
    network({ apiBaseUrl: '' });
    open('/external/link-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(earlyAnswers()).toEqual([]);
  });
});

/** An asset the review can show, named as a person might name a file. */
const asset = {
  assetUID: 'a2',
  name: '<img src=x onerror=alert(1)> Juice label',
  version: 3,
  pagesCount: 2,
  status: 'Processed',
  fullSizeBitmapUrl: 'https://files.example/a2.png',
};

describe('the external review page’s copy of its first screen', () => {
  const shell = () => document.getElementById(EXTERNAL_REVIEW_SHELL_ID) as HTMLElement;
  beforeEach(() => {
    const copy = readFileSync('src/app/external-review-shell.html', 'utf8');
    document.body.innerHTML = withExternalReviewShell('<div id="root"></div>', copy);
  });
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.classList.remove(EXTERNAL_REVIEW_SHELL_CLASS);
  });
  /** Settles the script's chain and whatever it does with the last answer. */
  const settled = async () => {
    await vi.waitFor(() => expect(Reflect.get(window, EARLY_ANSWERS_SETTLED_GLOBAL)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('shows the asset’s name (as text) and version in the link’s language', async () => {
    network({ asset });
    open('/external/link-1?lang=pl');
    await vi.waitFor(() => expect(shell().hidden).toBe(false));
    expect(document.documentElement).toHaveClass(EXTERNAL_REVIEW_SHELL_CLASS);
    expect(shell().querySelector('h1')?.textContent).toBe(asset.name);
    expect(shell().querySelector('img')).toBeNull();
    expect(shell().textContent).toContain('Wersja 3');
    expect(shell().textContent).toContain('Strona 1 z 2');
    expect(shell().querySelector('[role=status]')?.textContent).toBe('Wczytywanie…');
    // The info bar the app will show (review-info-bar.tsx), so it takes the same lines; a
    // bare due date is that day everywhere, as formatDate shows it. Its actions, unseen.
    const bar = shell().querySelector('[data-shell=project]')?.parentElement;
    expect(Array.from(bar?.children ?? [], (part) => part.textContent)).toEqual([
      'Projekt: <b>Nordic</b> & juice',
      'Recenzent: printer@press.example',
      `Termin: ${new Intl.DateTimeFormat('pl', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2031-03-14'))}`,
      'Porównaj wersje',
      'Pobierz oryginał',
    ]);
    expect(bar?.querySelector('b')).toBeNull();
    expect(shell().querySelector('[data-shell=download]')).toHaveClass('invisible');
    expect(shell().querySelector('[data-shell=download]')).not.toHaveClass('ms-auto');
    expect(shell().lang).toBe('pl');
    // Neither the link nor the session's token is written into the page.
    expect(document.documentElement.outerHTML).not.toContain('link-1');
    expect(document.documentElement.outerHTML).not.toContain('scoped');
  });

  it('speaks English without a language, and right to left in Hebrew', async () => {
    network({ asset: { ...asset, pagesCount: 1 } });
    open('/external/link-1');
    await vi.waitFor(() => expect(shell().hidden).toBe(false));
    expect(shell().textContent).toContain('Version 3');
    expect(shell().querySelector('[data-shell=pages]')).toHaveProperty('hidden', true);
    expect(shell().querySelector('[data-shell=project]')?.textContent).toBe(
      'Project: <b>Nordic</b> & juice',
    );
    expect(shell().dir).toBe('ltr');

    document.documentElement.classList.remove(EXTERNAL_REVIEW_SHELL_CLASS);
    document.body.innerHTML = withExternalReviewShell(
      '<div id="root"></div>',
      readFileSync('src/app/external-review-shell.html', 'utf8'),
    );
    network({ asset });
    open('/external/link-1?lang=he');
    await vi.waitFor(() => expect(shell().hidden).toBe(false));
    expect(shell().dir).toBe('rtl');
    expect(shell().textContent).toContain('גרסה 3');
  });

  it.each([
    ['a link with a password', { password: true, asset }],
    ['a failed exchange', { fail: true, asset }],
    ['an asset still processing', { asset: { ...asset, status: 'Processing' } }],
  ])('stays hidden and blank for %s', async (_, options) => {
    network(options);
    open('/external/link-1');
    await settled();
    expect(shell().hidden).toBe(true);
    expect(document.documentElement).not.toHaveClass(EXTERNAL_REVIEW_SHELL_CLASS);
    expect(shell().querySelector('h1')?.textContent).toBe('');
  });

  it('starts the app once the copy is on screen, and at once when there is none', async () => {
    const withEntry = externalReviewScript(
      '/',
      { code: [], texts: [] },
      KEYS,
      shellTexts('src/locales'),
      { entry: '/assets/index.js', modulePreloads: ['/assets/vendor.js'], scripts: [] },
    );
    const appStarted = () => document.head.querySelector('script[type=module]');
    // jsdom's page is hidden, where the script starts the app at once (nothing paints there).
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    // Whether the copy was on screen when the app's files were asked for.
    const shownAtStart: boolean[] = [];
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (node instanceof HTMLElement && /vendor|index/.test(node.outerHTML)) {
        shownAtStart.push(!shell().hidden);
      }
      return append(node);
    });
    network({ asset });
    window.history.replaceState(null, '', '/external/link-1');
    runInThisContext(withEntry);
    await vi.waitFor(() => expect(appStarted()).toHaveAttribute('src', '/assets/index.js'));
    expect(shownAtStart).toEqual([true, true]);

    document.head.replaceChildren();
    document.body.innerHTML = withExternalReviewShell(
      '<div id="root"></div>',
      readFileSync('src/app/external-review-shell.html', 'utf8'),
    );
    network({ password: true });
    runInThisContext(withEntry);
    await vi.waitFor(() => expect(appStarted()).not.toBeNull());
    expect(shownAtStart).toEqual([true, true, false, false]);
  });

  it('stays hidden when the app already shows its own page', async () => {
    network({ asset });
    document.getElementById('root')?.append(document.createElement('form'));
    open('/external/link-1');
    await settled();
    expect(shell().hidden).toBe(true);
  });
});
