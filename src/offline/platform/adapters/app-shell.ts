/**
 * The page's half of the app shell that public/offline-service-worker.js keeps, so that a reload
 * without a network still opens a built app. Only a production build asks for it: the dev
 * server's /src modules change on every edit and must never come from a cache.
 */

/** The message that asks the worker to keep what this page loaded (its listener has the same). */
export const KEEP_APP_SHELL = 'KEEP_APP_SHELL';

/**
 * Names the build after the hashed file name of its entry script. That name changes whenever
 * any file the entry reaches changes, so a new build gets a new worker URL, and its worker drops
 * the old build's cache. '' when the page is not a build (the dev server loads /src/main.tsx).
 */
export function appShellBuild(doc: Document, base: string): string {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')) {
    if (!/^https?:/.test(script.src)) continue;
    const assets = new URL(`${base}assets/`, script.src).href;
    if (!script.src.startsWith(assets)) continue;
    const name = script.src.slice(assets.length).replace(/\.js$/, '');
    if (/^[\w.-]+$/.test(name)) return name;
  }
  return '';
}

/** The worker's URL: with `?shell=<build>` the worker also keeps the app shell. */
export function offlineWorkerUrl(base: string, build: string): string {
  const url = `${base}offline-service-worker.js`;
  return build === '' ? url : `${url}?shell=${encodeURIComponent(build)}`;
}

/** The app's own files among the page's references and the resources it loaded. */
export function loadedAssets(urls: readonly string[], origin: string, base: string): string[] {
  const assets = `${origin}${base}assets/`;
  return [...new Set(urls.filter((url) => url.startsWith(assets)))];
}

/** The app files the document names: its scripts, styles and preloads (Vite adds a preload for
 * each chunk a route loads later). */
function documentUrls(): string[] {
  const refs = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[rel="stylesheet"][href], link[rel="modulepreload"][href]',
  );
  return [...refs].map((el) => (el instanceof HTMLScriptElement ? el.src : el.href));
}

/**
 * The worker copies the app's files into its cache only when that is useful, and from the
 * browser's HTTP cache: when the browser goes offline (the next reload needs them) and when the
 * person leaves the tab (they may come back without a network). Copying them at every start cost
 * about 1 CPU-second in each fresh browser (a sign-in measured against a build without the app
 * shell), which the end-to-end suite would pay some 85 times. A resource observer lists what the page loaded, including a route's chunks
 * and translations; it also works where a test's fake clock replaces `performance`, and past the
 * 250 entries resource timing keeps. The document is copied from the URL it was loaded from (the
 * HTTP cache knows it under that URL). The worker copies only what it does not hold yet.
 */
export function keepLoadedAppShell(base: string): void {
  if (typeof PerformanceObserver !== 'function') return;
  const assets = `${location.origin}${base}assets/`;
  const loaded = new Set<string>();
  let documentUrl = location.href;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.entryType === 'navigation') documentUrl = entry.name;
      else if (entry.name.startsWith(assets)) loaded.add(entry.name);
    }
  });
  // Buffered: what loaded before this ran comes too.
  observer.observe({ type: 'navigation', buffered: true });
  observer.observe({ type: 'resource', buffered: true });
  const send = () => {
    const urls = loadedAssets([...documentUrls(), ...loaded], location.origin, base);
    void navigator.serviceWorker.ready.then((registration) => {
      registration.active?.postMessage({ type: KEEP_APP_SHELL, urls, documentUrl });
    });
  };
  window.addEventListener('offline', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
