import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';

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

const STORAGE_KEY = 'proofdesk.session';

function storage(): Storage | null {
  // sessionStorage is missing in Node and throws in some privacy modes.
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.expirationDate === 'string' &&
    typeof v.userName === 'string'
  );
}

function readStored(): Session | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeStored(session: Session | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (session) store.setItem(STORAGE_KEY, JSON.stringify(session));
    else store.removeItem(STORAGE_KEY);
  } catch {
    // A full or blocked storage only costs the reload survival, not the session.
  }
}

const sessionStore = createStore<{ session: Session | null }>(() => ({ session: readStored() }));

export function getSession(): Session | null {
  return sessionStore.getState().session;
}

export function setSession(session: Session): void {
  writeStored(session);
  sessionStore.setState({ session });
}

export function clearSession(): void {
  writeStored(null);
  sessionStore.setState({ session: null });
}

/** Calls `listener` after every change of the session; returns the unsubscribe function. */
export function subscribe(listener: (session: Session | null) => void): () => void {
  return sessionStore.subscribe((state) => listener(state.session));
}

/** Re-reads sessionStorage, e.g. after a test cleared it. */
export function reloadSessionFromStorage(): void {
  sessionStore.setState({ session: readStored() });
}

/** The current session, re-rendering on change. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
