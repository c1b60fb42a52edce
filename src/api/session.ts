import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { isTokenRecord, sessionStorageItem } from '@/lib/session-storage';

/**
 * The signed-in session as the client needs it.
 *
 * Invariants: `token` is non-empty; `expirationDate` is the ISO date-time the
 * service returned at login; `userName` is the login name (e-mail) the token
 * was issued for. Lives in memory and in sessionStorage only — never in
 * localStorage, a URL or a persisted query cache — so it dies with the tab.
 */
export interface Session {
  token: string;
  expirationDate: string;
  userName: string;
}

const stored = sessionStorageItem<Session>('proofdesk.session', (value) =>
  isTokenRecord(value, ['userName']) ? value : null,
);

const sessionStore = createStore<{ session: Session | null }>(() => ({ session: stored.read() }));

export function getSession(): Session | null {
  return sessionStore.getState().session;
}

export function setSession(session: Session): void {
  stored.write(session);
  sessionStore.setState({ session });
}

export function clearSession(): void {
  stored.write(null);
  sessionStore.setState({ session: null });
}

/** Calls `listener` after every change of the session; returns the unsubscribe function. */
export function subscribe(listener: (session: Session | null) => void): () => void {
  return sessionStore.subscribe((state) => listener(state.session));
}

/** Re-reads sessionStorage, e.g. after a test cleared it. */
export function reloadSessionFromStorage(): void {
  sessionStore.setState({ session: stored.read() });
}

/** The current session, re-rendering on change. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
