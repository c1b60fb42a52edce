/** The offline service's worker file (public/offline-service-worker.js). */
const OFFLINE_WORKER = /\/offline-service-worker\.js(\?|$)/;

/**
 * With a real server configured there is no offline service. A worker an earlier offline
 * session left behind (with the app shell it stays registered, so that an offline reload
 * works) is removed: it would otherwise answer this origin's pages from its shell and stand
 * between the app and the server. Other workers on the origin are not the app's to remove.
 */
export async function removeLeftoverOfflineWorker(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined,
): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations().catch(() => []);
  const ours = registrations.filter((registration) => {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    return worker !== null && OFFLINE_WORKER.test(worker.scriptURL);
  });
  await Promise.all(ours.map((registration) => registration.unregister().catch(() => false)));
  return ours.length;
}

/** The page's service worker container, where the browser has one (secure contexts only). */
export function serviceWorkers(): ServiceWorkerContainer | undefined {
  return 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}
