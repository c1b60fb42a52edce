/*
 * The offline service's worker: MSW's worker (mockServiceWorker.js, generated, left as MSW
 * ships it) behind one filter. MSW's worker hands every request of the page to the page and
 * waits for its answer, even the requests no handler can match; under the dev server that is
 * every module, and each waits on a main thread that is busy evaluating the modules before it.
 * The offline service answers only its API and its generated files at the origin's root
 * (SERVICE_ROOTS in src/offline/platform/http/route.ts; a test keeps the two lists equal), so every other
 * request goes straight to the network without waking MSW's listener (the filter below, for every
 * browser).
 *
 * App shell, for built apps only: a production build registers this worker as
 * `offline-service-worker.js?shell=<build>` (src/offline/platform/adapters/app-shell.ts), and then a reload
 * without a network still opens the app. The page document is network first with the last one
 * kept as the fallback (one worker wake-up per page load). The hashed files under assets/ never
 * change: Chromium's static routes answer them from the cache without waking the worker, and go
 * to the network when the cache has none. The worker copies them into the cache only when the
 * page asks (KEEP_APP_SHELL: when the browser goes offline or the tab is left), from the browser's
 * HTTP cache; nothing is fetched ahead at install (the pdf.js worker and the demo artwork weigh
 * megabytes, and every fresh browser installs this worker). The service's answers
 * are never cached (the page answers them, token included). The dev server registers the worker
 * without the flag: its /src modules must never come from a cache.
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

/**
 * The copy that is kept has no Vary header: the static route's cache lookup honours Vary, and
 * vite preview sends `Vary: Origin`, so a module script's request (with Origin) would never match
 * a copy kept from the worker's own fetch (without). A hashed file is the same for every origin.
 */
async function keepable(response) {
  const headers = new Headers(response.headers);
  headers.delete('vary');
  const body = await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function documentFromNetworkOrShell(event) {
  try {
    const response = await fetch(event.request);
    if (isAppDocument(response)) {
      const copy = response.clone();
      event.waitUntil(
        Promise.all([caches.open(SHELL_CACHE), keepable(copy)]).then(([cache, kept]) =>
          cache.put(DOCUMENT_KEY, kept),
        ),
      );
    }
    return response;
  } catch (error) {
    const kept = await caches.open(SHELL_CACHE).then((cache) => cache.match(DOCUMENT_KEY));
    if (kept) return kept;
    throw error;
  }
}

/** Browsers without static routes send the assets here: the same answer as the route's. */
async function assetFromShellOrNetwork(event) {
  const kept = await caches.open(SHELL_CACHE).then((cache) => cache.match(event.request));
  return kept ?? fetch(event.request);
}

/**
 * Keeps the page's document and the assets it names, those not kept yet, from the browser's HTTP
 * cache: the page asks when the network has just gone or the person leaves the tab. The document
 * is cached under the URL it was loaded from; every app path serves the same one.
 */
async function keepAppShell(urls, documentUrl) {
  const cache = await caches.open(SHELL_CACHE);
  const assets = urls.filter(
    (url) => typeof url === 'string' && routeOf({ url, method: 'GET', mode: 'cors' }) === 'asset',
  );
  const fromPage =
    typeof documentUrl === 'string' &&
    routeOf({ url: documentUrl, method: 'GET', mode: 'navigate' }) === 'document'
      ? documentUrl
      : DOCUMENT_KEY;
  await Promise.all(
    [DOCUMENT_KEY, ...new Set(assets)].map(async (url) => {
      if (await cache.match(url)) return;
      const from = url === DOCUMENT_KEY ? fromPage : url;
      const response = await fetch(from, { cache: 'force-cache' }).catch(() => undefined);
      const fits = url === DOCUMENT_KEY ? response && isAppDocument(response) : response?.ok;
      if (fits) await cache.put(url, await keepable(response));
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
  if (SHELL_CACHE !== '') forTheWorker.push({ requestMode: 'navigate' });
  const toNetwork = { condition: { not: { or: forTheWorker } }, source: 'network' };
  // Rules apply in order. An asset the cache does not hold goes to the network.
  const fromShell = {
    condition: { urlPattern: new URLPattern({ pathname: `${ASSETS_PATH}*` }) },
    source: { cacheName: SHELL_CACHE },
  };
  const rules = SHELL_CACHE === '' ? toNetwork : [fromShell, toNetwork];
  event.waitUntil(event.addRoutes(rules).catch(() => undefined));
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
  if (SHELL_CACHE !== '' && Array.isArray(data.urls))
    event.waitUntil(keepAppShell(data.urls, data.documentUrl));
});

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request);
  if (route === 'service') return;
  event.stopImmediatePropagation();
  if (route === 'document') event.respondWith(documentFromNetworkOrShell(event));
  if (route === 'asset') event.respondWith(assetFromShellOrNetwork(event));
});

// MSW's worker unregisters itself when its last tab says it is closing, and a reload says so too
// (on beforeunload). A registration being removed no longer takes new navigations: whenever the
// message won the race with the reload, the reload skipped the worker and, without a network,
// ended on the browser's error page (1 reload in 4 on a loaded machine; seen with the DevTools
// protocol: the registration marked deleted before the navigation failed). With the app shell the
// worker must outlive its tabs; the next page load registers it again anyway.
if (SHELL_CACHE !== '') self.registration.unregister = () => Promise.resolve(false);

importScripts('./mockServiceWorker.js');
