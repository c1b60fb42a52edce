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

/** What this page loaded: the document's scripts, styles and preloads, then every resource. */
function loadedUrls(): string[] {
  const refs = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[rel="stylesheet"][href], link[rel="modulepreload"][href]',
  );
  const fromDocument = [...refs].map((el) => (el instanceof HTMLScriptElement ? el.src : el.href));
  // A stand-in performance object (a test's fake clock) may have no resource timing.
  const timing = performance as Partial<Pick<Performance, 'getEntriesByType'>>;
  const entries = timing.getEntriesByType?.('resource') ?? [];
  return [...fromDocument, ...entries.map((entry) => entry.name)];
}

/**
 * The files of the first load came before the worker controlled the page, so the worker never
 * saw them: tell it which they are, once the page is idle, so it keeps them (from the browser's
 * HTTP cache) for the next load without a network. Later files pass through the worker itself.
 */
export function keepLoadedAppShell(base: string): void {
  const send = () => {
    void navigator.serviceWorker.ready.then((registration) => {
      const urls = loadedAssets(loadedUrls(), location.origin, base);
      registration.active?.postMessage({ type: KEEP_APP_SHELL, urls });
    });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(send, { timeout: 5_000 });
  else setTimeout(send, 1_000);
}
