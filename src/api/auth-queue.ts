import { useSyncExternalStore } from 'react';
import { ApiError } from './errors';
import { abortReason } from './retry';

/** Handed to a held request when its turn to be sent again comes. */
export interface ReplayTicket {
  /** Call exactly once, when the replayed attempt has an answer, so the next held request may go. */
  done(): void;
}

/**
 * Invariant: `reloginRequired` is true from the first held 401 until a sign-in
 * resumes the queue or the user gives up; `held` counts requests waiting.
 */
export interface AuthQueueSnapshot {
  reloginRequired: boolean;
  held: number;
}

/**
 * Requests that failed with 401 wait here for a new token instead of failing,
 * so work in progress (a form's save) completes after re-login.
 */
export interface AuthQueue {
  /** Parks a request; `order` is its issue order, kept on replay. */
  hold(order: number, signal?: AbortSignal): Promise<ReplayTicket>;
  /** After a successful sign-in: sends the held requests again, one at a time, in issue order. */
  resume(): Promise<void>;
  /** The user gave up (signed out or switched user): every held request fails with kind 'unauthorized'. */
  rejectAll(): void;
  getSnapshot: () => AuthQueueSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Fires once per episode, however many requests failed with 401. */
  onReloginRequired(listener: () => void): () => void;
}

interface HeldRequest {
  order: number;
  resolve: (ticket: ReplayTicket) => void;
  reject: (reason: unknown) => void;
  detach: () => void;
}

export function createAuthQueue(): AuthQueue {
  let held: HeldRequest[] = [];
  let reloginRequired = false;
  let snapshot: AuthQueueSnapshot = { reloginRequired, held: 0 };
  let resuming: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const reloginListeners = new Set<() => void>();

  function publish(): void {
    if (snapshot.reloginRequired === reloginRequired && snapshot.held === held.length) return;
    snapshot = { reloginRequired, held: held.length };
    for (const listener of listeners) listener();
  }

  function requireRelogin(): void {
    if (reloginRequired) return;
    reloginRequired = true;
    for (const listener of reloginListeners) listener();
  }

  async function replay(): Promise<void> {
    while (!reloginRequired && held.length > 0) {
      held.sort((a, b) => a.order - b.order);
      const next = held.shift();
      if (!next) break;
      next.detach();
      publish();
      await new Promise<void>((release) => {
        next.resolve({ done: release });
      });
    }
  }

  return {
    hold(order, signal) {
      return new Promise<ReplayTicket>((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortReason(signal));
          return;
        }
        const onAbort = (): void => {
          held = held.filter((h) => h !== entry);
          publish();
          reject(abortReason(signal));
        };
        const entry: HeldRequest = {
          order,
          resolve,
          reject,
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        held.push(entry);
        requireRelogin();
        publish();
      });
    },
    resume() {
      reloginRequired = false;
      publish();
      resuming ??= replay().finally(() => {
        resuming = null;
      });
      return resuming;
    },
    rejectAll() {
      const dropped = held;
      held = [];
      reloginRequired = false;
      for (const entry of dropped) {
        entry.detach();
        entry.reject(
          new ApiError({
            status: 401,
            kind: 'unauthorized',
            message: 'Signed out before the request could be sent again.',
          }),
        );
      }
      publish();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReloginRequired(listener) {
      reloginListeners.add(listener);
      return () => reloginListeners.delete(listener);
    },
  };
}

/** The queue the app's `api` client uses. */
export const authQueue: AuthQueue = createAuthQueue();

let issued = 0;
/** Issue order of requests, so replay keeps the order in which they were made. */
export function nextRequestOrder(): number {
  issued += 1;
  return issued;
}

/** Whether the client is waiting for a sign-in, with how many requests held. */
export function useAuthQueue(queue: AuthQueue = authQueue): AuthQueueSnapshot {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}
