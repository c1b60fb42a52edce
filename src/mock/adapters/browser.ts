import { setupWorker } from 'msw/browser';
import { createOfflineService } from '../service';
import { browserRaster } from '../processing/raster-browser';
import { createIndexedDbPersistence } from '../store/persistence-indexeddb';
import { withQuietServiceWorkerUpdates } from './quiet-sw-update';

let started: Promise<void> | undefined;

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
    });
    if (import.meta.env.VITE_TEST_API === '1') {
      const { exposeDemoArtworkForTests } = await import('../artwork/test-hook');
      exposeDemoArtworkForTests(browserRaster);
    }
    const worker = setupWorker(...service.handlers);
    await withQuietServiceWorkerUpdates(() =>
      worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      }),
    );
  })();
  return started;
}
