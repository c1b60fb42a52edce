import type { AuthQueue } from './auth-queue';
import { ApiError } from './errors';

/**
 * A bearer token that stands in for the signed-in session's on the app's client while a
 * flow of its own is on screen: the external reviewer's review session, which is no user
 * session and must never be stored as one. Features keep calling `api` as always; the
 * scope decides which token goes out.
 *
 * Invariants: at most one scope is active (the latest entered); while it is, the app's
 * client sends only its token (never the signed-in user's, even when the scope has none)
 * and a 401 is final: there is no one to sign in again, so nothing waits for a re-login.
 */
export interface TokenScope {
  /** Read on every request. */
  getToken(): string | null;
  /** The service refused the scope's token (expired, or what it was issued for is gone). */
  onUnauthorized(): void;
}

let active: TokenScope | null = null;
const listeners = new Set<() => void>();

function setActive(scope: TokenScope | null): void {
  active = scope;
  for (const listener of listeners) listener();
}

/** Makes `scope` the active one; returns the function that leaves it again. */
export function enterTokenScope(scope: TokenScope): () => void {
  setActive(scope);
  return () => {
    if (active === scope) setActive(null);
  };
}

/** Calls `listener` whenever a scope is entered or left (for useSyncExternalStore). */
export function subscribeTokenScope(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function activeTokenScope(): TokenScope | null {
  return active;
}

/** The active scope's token, else `fallback`'s (the signed-in session). */
export function scopedToken(fallback: () => string | null): () => string | null {
  return () => (active ? active.getToken() : fallback());
}

/**
 * `queue` for requests outside a scope. Inside one, a 401 is not held for a re-login that
 * cannot come: the scope hears of it and the request fails with kind 'unauthorized'.
 */
export function scopeAwareQueue(queue: AuthQueue): AuthQueue {
  return {
    ...queue,
    hold(order, signal) {
      const scope = active;
      if (!scope) return queue.hold(order, signal);
      scope.onUnauthorized();
      return Promise.reject(
        new ApiError({
          status: 401,
          kind: 'unauthorized',
          message: 'The scoped token was refused.',
        }),
      );
    },
  };
}
