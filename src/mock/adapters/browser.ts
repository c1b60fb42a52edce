import { setupWorker } from 'msw/browser';
import { fetchPrebuiltArtwork } from '../artwork/prebuilt';
import { createOfflineService } from '../service';
import { browserRaster } from '../processing/raster-browser';
import { createIndexedDbPersistence } from '../store/persistence-indexeddb';
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
      start().catch((error: unknown) => {
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
      const { exposeDemoArtworkForTests } = await import('../artwork/test-hook');
      exposeDemoArtworkForTests(browserRaster);
    }
    const worker = setupWorker(...service.handlers);
    const start = () =>
      withQuietServiceWorkerUpdates(() =>
        worker.start({
          onUnhandledRequest: 'bypass',
          quiet: true,
          serviceWorker: { url: `${import.meta.env.BASE_URL}offline-service-worker.js` },
        }),
      );
    await start();
    resumeAfterCancelledUnload(worker, start);
  })();
  return started;
}
