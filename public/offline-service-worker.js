/*
 * The offline service's worker: MSW's worker (mockServiceWorker.js, generated, left as MSW
 * ships it) behind one filter. MSW's worker hands every request of the page to the page and
 * waits for its answer, even the requests no handler can match; under the dev server that is
 * every module, and each waits on a main thread that is busy evaluating the modules before it.
 * The offline service answers only its API and its generated files at the origin's root
 * (SERVICE_ROOTS in src/mock/http/route.ts; a test keeps the two lists equal), so every other
 * request goes straight to the network without waking MSW's listener (the filter below, for every
 * browser).
 *
 * App shell, for built apps only: a production build registers this worker as
 * `offline-service-worker.js?shell=<build>` (src/mock/adapters/app-shell.ts), and then a reload
 * without a network still opens the app. The page document is network first with the last one
 * kept as the fallback; the hashed files under assets/ never change, so they are kept as they are
 * fetched and answered from the cache. Nothing is fetched ahead at install (the pdf.js worker and
 * the demo artwork weigh megabytes, and every fresh browser installs this worker): the page tells
 * the worker which of its files loaded before the worker controlled it (KEEP_APP_SHELL). The
 * service's answers are never cached (the page answers them, token included). The dev server
 * registers the worker without the flag: its /src modules must never come from a cache.
 */
const SERVICE_ROOTS = ['/api/v1/', '/files/'];

const SHELL_PREFIX = 'proofdesk-shell-';
const SHELL_BUILD = new URL(self.location.href).searchParams.get('shell') ?? '';
/** One cache per build: a new build's worker drops the others when it activates. */
const SHELL_CACHE = SHELL_BUILD === '' ? '' : SHELL_PREFIX + SHELL_BUILD;
/** The app's base URL (the worker sits at its root); any app path serves the same document. */
const APP_BASE = new URL('./', self.location.href);
const ASSETS_PATH = `${APP_BASE.pathname}assets/`;
const DOCUMENT_KEY = APP_BASE.href;
/** A kept file serves every request for its URL: the worker's own fetch and a module script's
 * differ in headers the server may name in Vary (Origin), yet the bytes are the same. */
const SAME_FILE = { ignoreVary: true };

/** What becomes of a request: 'service' (MSW), 'document' or 'asset' (app shell), 'network'. */
function routeOf(request) {
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return 'network';
  if (SERVICE_ROOTS.some((root) => url.pathname.startsWith(root))) return 'service';
  if (SHELL_CACHE === '' || request.method !== 'GET') return 'network';
  if (request.mode === 'navigate') return 'document';
  return url.pathname.startsWith(ASSETS_PATH) ? 'asset' : 'network';
}

/** Only the app's own page is kept: a redirect, an error page or another origin's is not. */
function isAppDocument(response) {
  return (
    response.ok &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').includes('text/html')
  );
}

async function documentFromNetworkOrShell(event) {
  try {
    const response = await fetch(event.request);
    if (isAppDocument(response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(DOCUMENT_KEY, copy)));
    }
    return response;
  } catch (error) {
    const kept = await caches
      .open(SHELL_CACHE)
      .then((cache) => cache.match(DOCUMENT_KEY, SAME_FILE));
    if (kept) return kept;
    throw error;
  }
}

async function assetFromShellOrNetwork(event) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(event.request, SAME_FILE);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    event.waitUntil(cache.put(event.request, response.clone()));
  }
  return response;
}

/** Keeps what the page loaded before this worker controlled it: its document and assets. */
async function keepAppShell(urls) {
  const cache = await caches.open(SHELL_CACHE);
  const assets = urls.filter(
    (url) => typeof url === 'string' && routeOf({ url, method: 'GET', mode: 'cors' }) === 'asset',
  );
  await Promise.all(
    [DOCUMENT_KEY, ...new Set(assets)].map(async (url) => {
      if (await cache.match(url, SAME_FILE)) return;
      // The assets are most likely still in the browser's HTTP cache: no request for them.
      const mode = url === DOCUMENT_KEY ? 'default' : 'force-cache';
      const response = await fetch(url, { cache: mode }).catch(() => undefined);
      const fits = url === DOCUMENT_KEY ? response && isAppDocument(response) : response?.ok;
      if (fits) await cache.put(url, response);
    }),
  );
}

// Where the browser has static routing (Chromium), requests the worker leaves alone do not even
// start it: a stopped worker takes a moment to wake, and every script of a page load would wait.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const forTheWorker = SERVICE_ROOTS.map((root) => ({
    urlPattern: new URLPattern({ pathname: `${root}*` }),
  }));
  if (SHELL_CACHE !== '') {
    forTheWorker.push(
      { requestMode: 'navigate' },
      { urlPattern: new URLPattern({ pathname: `${ASSETS_PATH}*` }) },
    );
  }
  event.waitUntil(
    event
      .addRoutes({ condition: { not: { or: forTheWorker } }, source: 'network' })
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (typeof data !== 'object' || data === null || data.type !== 'KEEP_APP_SHELL') return;
  event.stopImmediatePropagation();
  if (SHELL_CACHE !== '' && Array.isArray(data.urls)) event.waitUntil(keepAppShell(data.urls));
});

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request);
  if (route === 'service') return;
  event.stopImmediatePropagation();
  if (route === 'document') event.respondWith(documentFromNetworkOrShell(event));
  if (route === 'asset') event.respondWith(assetFromShellOrNetwork(event));
});

importScripts('./mockServiceWorker.js');
