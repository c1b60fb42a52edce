import { useSyncExternalStore } from 'react';

/**
 * What the app learned about the service from its answers.
 * `offline` is null until the first answer arrives, then true iff that
 * answer carried `X-Mock-Service: offline` (the offline demo service).
 * `reachable` is false from a request that got no answer at all (the connection failed)
 * until the next answer of any kind.
 */
export interface ServiceInfo {
  offline: boolean | null;
  reachable: boolean;
}

export interface ServiceInfoStore {
  /** Records what a response says about the service that sent it. */
  note(response: Response): void;
  /** Records that a request got no answer: the connection failed. */
  noteUnreachable(): void;
  getSnapshot: () => ServiceInfo;
  subscribe: (listener: () => void) => () => void;
}

export const OFFLINE_SERVICE_HEADER = 'X-Mock-Service';

export function createServiceInfoStore(): ServiceInfoStore {
  let info: ServiceInfo = { offline: null, reachable: true };
  const listeners = new Set<() => void>();
  const set = (next: ServiceInfo): void => {
    if (info.offline === next.offline && info.reachable === next.reachable) return;
    info = next;
    for (const listener of listeners) listener();
  };
  return {
    note(response) {
      const offline =
        response.headers.get(OFFLINE_SERVICE_HEADER)?.trim().toLowerCase() === 'offline';
      set({ offline, reachable: true });
    },
    noteUnreachable() {
      set({ ...info, reachable: false });
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

/** False while the service cannot be reached (the last request got no answer at all). */
export function useServiceReachable(store: ServiceInfoStore = serviceInfo): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().reachable,
    () => true,
  );
}
