import { useSyncExternalStore } from 'react';
import { resolveApiUrl } from './config';
import { abortableSleep, type Sleep } from './retry';

/**
 * Countdown state of one API base. Invariant: `limited` iff `secondsLeft` > 0
 * iff `until` is a future epoch-millisecond time.
 */
export interface RateLimitSnapshot {
  limited: boolean;
  secondsLeft: number;
  until: number | null;
}

const IDLE: RateLimitSnapshot = { limited: false, secondsLeft: 0, until: null };

/**
 * After a 429 the service rejects everything until Retry-After passes, so the
 * client holds every request to that base until then instead of collecting
 * more 429s. Keyed by the base's origin.
 */
export interface RateLimitGate {
  /** Closes the gate for `seconds`; a shorter block never shortens a longer one. */
  block(key: string, seconds: number): void;
  /** Resolves once the gate of `key` is open; rejects if `signal` aborts first. */
  wait(key: string, signal?: AbortSignal): Promise<void>;
  getSnapshot: (key: string) => RateLimitSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Opens every gate at once (tests, sign-out). */
  reset(): void;
}

export interface RateLimitGateOptions {
  now?: () => number;
  sleep?: Sleep;
}

export function createRateLimitGate(options: RateLimitGateOptions = {}): RateLimitGate {
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? abortableSleep;
  const blocks = new Map<string, number>();
  const snapshots = new Map<string, RateLimitSnapshot>();
  const listeners = new Set<() => void>();
  let ticker: ReturnType<typeof setTimeout> | undefined;

  // Recomputes every countdown, notifies on change and schedules the next
  // whole-second change, so subscribers see a live countdown without polling.
  function refresh(): void {
    if (ticker !== undefined) clearTimeout(ticker);
    ticker = undefined;
    const t = now();
    let changed = false;
    let nextDelay = Infinity;
    for (const [key, until] of blocks) {
      const remaining = until - t;
      if (remaining <= 0) {
        blocks.delete(key);
        snapshots.delete(key);
        changed = true;
        continue;
      }
      const secondsLeft = Math.ceil(remaining / 1000);
      const previous = snapshots.get(key);
      if (previous?.secondsLeft !== secondsLeft || previous.until !== until) {
        snapshots.set(key, { limited: true, secondsLeft, until });
        changed = true;
      }
      nextDelay = Math.min(nextDelay, ((remaining - 1) % 1000) + 1);
    }
    if (Number.isFinite(nextDelay)) ticker = setTimeout(refresh, nextDelay);
    if (changed) for (const listener of listeners) listener();
  }

  return {
    block(key, seconds) {
      const until = now() + Math.max(0, seconds) * 1000;
      if ((blocks.get(key) ?? 0) >= until) return;
      blocks.set(key, until);
      refresh();
    },
    async wait(key, signal) {
      for (;;) {
        const until = blocks.get(key);
        const remaining = until === undefined ? 0 : until - now();
        if (remaining <= 0) break;
        await sleep(remaining, signal);
      }
      if (blocks.has(key)) refresh();
    },
    getSnapshot(key) {
      return snapshots.get(key) ?? IDLE;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      blocks.clear();
      refresh();
      snapshots.clear();
      for (const listener of listeners) listener();
    },
  };
}

/** The gate the app's `api` client uses. */
export const rateLimitGate: RateLimitGate = createRateLimitGate();

/** Gate key of a request URL: requests to one origin share one quota. */
export function rateLimitKey(url: URL | string): string {
  return (typeof url === 'string' ? new URL(url) : url).origin;
}

/** Live countdown of the configured API base, for the rate-limit banner. */
export function useRateLimit(gate: RateLimitGate = rateLimitGate): RateLimitSnapshot {
  const key = rateLimitKey(resolveApiUrl('/api/v1'));
  return useSyncExternalStore(
    gate.subscribe,
    () => gate.getSnapshot(key),
    () => gate.getSnapshot(key),
  );
}
