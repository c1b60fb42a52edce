import { useSyncExternalStore } from 'react';

/**
 * What the app learned about the service from its answers.
 * `offline` is null until the first answer arrives, then true iff that
 * answer carried `X-Mock-Service: offline` (the offline demo service).
 */
export interface ServiceInfo {
  offline: boolean | null;
}

export interface ServiceInfoStore {
  /** Records what a response says about the service that sent it. */
  note(response: Response): void;
  getSnapshot: () => ServiceInfo;
  subscribe: (listener: () => void) => () => void;
}

export const OFFLINE_SERVICE_HEADER = 'X-Mock-Service';

export function createServiceInfoStore(): ServiceInfoStore {
  let info: ServiceInfo = { offline: null };
  const listeners = new Set<() => void>();
  return {
    note(response) {
      const offline =
        response.headers.get(OFFLINE_SERVICE_HEADER)?.trim().toLowerCase() === 'offline';
      if (info.offline === offline) return;
      info = { offline };
      for (const listener of listeners) listener();
    },
    getSnapshot: () => info,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store the app's `api` client feeds. */
export const serviceInfo: ServiceInfoStore = createServiceInfoStore();

/** True once an answer came from the offline demo service (for the header badge). */
export function useIsOfflineService(store: ServiceInfoStore = serviceInfo): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().offline === true,
    () => store.getSnapshot().offline === true,
  );
}
