/*
 * The offline service's worker: MSW's worker (mockServiceWorker.js, generated, left as MSW
 * ships it) behind one filter. MSW's worker hands every request of the page to the page and
 * waits for its answer, even the requests no handler can match; under the dev server that is
 * every module, and each waits on a main thread that is busy evaluating the modules before it.
 * The offline service answers only its API and its generated files at the origin's root
 * (SERVICE_ROOTS in src/mock/http/route.ts; a test keeps the two lists equal), so every other
 * request goes straight to the network without waking MSW's listener (the filter below, for every
 * browser).
 */
const SERVICE_ROOTS = ['/api/v1/', '/files/'];

// Where the browser has static routing (Chromium), those requests do not even start the worker:
// a stopped worker takes a moment to wake, and every script of a page load would wait for it.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const forTheService = SERVICE_ROOTS.map((root) => ({
    urlPattern: new URLPattern({ pathname: `${root}*` }),
  }));
  event.waitUntil(
    event
      .addRoutes({ condition: { not: { or: forTheService } }, source: 'network' })
      .catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const forTheService =
    url.origin === self.location.origin &&
    SERVICE_ROOTS.some((root) => url.pathname.startsWith(root));
  if (!forTheService) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
