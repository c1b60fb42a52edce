/*
 * The offline service's worker: MSW's worker (mockServiceWorker.js, generated, left as MSW
 * ships it) behind one filter. MSW's worker hands every request of the page to the page and
 * waits for its answer, even the requests no handler can match; under the dev server that is
 * every module, and each waits on a main thread that is busy evaluating the modules before it.
 * The offline service answers only its API and its generated files at the origin's root
 * (SERVICE_ROOTS in src/mock/http/route.ts; a test keeps the two lists equal), so every other
 * request goes straight to the network without waking MSW's listener.
 */
const SERVICE_ROOTS = ['/api/v1/', '/files/'];

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const forTheService =
    url.origin === self.location.origin &&
    SERVICE_ROOTS.some((root) => url.pathname.startsWith(root));
  if (!forTheService) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
