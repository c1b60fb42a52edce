import { setupWorker } from 'msw/browser';
import { holdFetchUntil } from '@/lib/hold-fetch';
import { fetchPrebuiltArtwork } from '@/offline/artwork/prebuilt';
import { createOfflineService } from '../service';
import { browserRaster } from '../processing/raster-browser';
import { createIndexedDbPersistence } from '../store/persistence-indexeddb';
import { appShellBuild, keepLoadedAppShell, offlineWorkerUrl } from './app-shell';
import { withQuietServiceWorkerUpdates } from './quiet-sw-update';

let started: Promise<void> | undefined;

/**
 * MSW takes every beforeunload for the tab closing and tells its worker to stop answering
 * this tab. When a leave prompt (unsaved work) keeps the tab open, the tab would be left
 * without its service, so it starts again. Read after every listener has run: only a
 * prevented unload asked the person, and only then can the tab still be here.
 */
function resumeAfterCancelledUnload(worker: { stop(): void }, start: () => Promise<unknown>): void {
  window.addEventListener('beforeunload', (event) => {
    setTimeout(() => {
      if (!event.defaultPrevented) return;
      worker.stop();
      const restarted = start();
      // A save sent while the service starts again would slip past it to the web server (seen:
      // a project edit right after "Stay on page" answered 404 on a busy machine).
      holdFetchUntil(restarted);
      restarted.catch((error: unknown) => {
        console.error('The offline service could not start again in this tab.', error);
      });
    }, 0);
  });
}

/**
 * Starts the offline service in this tab: state in IndexedDB (shared with other tabs),
 * requests answered by the MSW service worker; non-API requests pass through. Safe to
 * call more than once. Import it dynamically so MSW stays out of the entry chunk.
 */
export function startOfflineService(): Promise<void> {
  started ??= (async () => {
    const service = await createOfflineService({
      persistence: createIndexedDbPersistence(),
      origin: window.location.origin,
      raster: browserRaster,
      prebuiltArtwork: fetchPrebuiltArtwork(import.meta.env.BASE_URL),
    });
    if (import.meta.env.VITE_TEST_API === '1') {
      const { exposeDemoArtworkForTests } = await import('@/offline/artwork/test-hook');
      exposeDemoArtworkForTests(browserRaster);
    }
    const worker = setupWorker(...service.handlers);
    const base = import.meta.env.BASE_URL;
    // Built apps only: the worker then also keeps the app shell for a reload without a network.
    const build = import.meta.env.PROD ? appShellBuild(document, base) : '';
    const start = () =>
      withQuietServiceWorkerUpdates(() =>
        worker.start({
          onUnhandledRequest: 'bypass',
          quiet: true,
          serviceWorker: { url: offlineWorkerUrl(base, build) },
        }),
      );
    await start();
    if (build !== '') keepLoadedAppShell(base);
    resumeAfterCancelledUnload(worker, start);
  })();
  return started;
}
