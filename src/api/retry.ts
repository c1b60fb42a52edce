/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/**
 * How idempotent requests (GET) are retried after a 5xx or a network error.
 * Invariants: `retries` >= 0; 0 < `baseMs` <= `capMs`; `random` returns [0, 1).
 */
export interface RetryPolicy {
  retries: number;
  /**
   * How long one attempt of an idempotent request (a read) may wait for its answer before it
   * is given up: a hung read ends in an error the screen can offer to retry, instead of a
   * spinner forever. Not retried by itself: a service that hung once likely hangs again.
   * 0 = no limit. Writes never time out here (they may have been processed).
   */
  readTimeoutMs: number;
  baseMs: number;
  capMs: number;
  random: () => number;
  sleep: Sleep;
}

export const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      clearTimeout(timer);
      reject(abortReason(signal));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** The signal's reason as an Error, so a rejection is always an Error. */
export function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('The request was aborted.', 'AbortError');
}

export const defaultRetryPolicy: RetryPolicy = {
  retries: 3,
  readTimeoutMs: 30_000,
  baseMs: 300,
  capMs: 5_000,
  random: Math.random,
  sleep: abortableSleep,
};

/**
 * "Full jitter" backoff: a uniform wait between 0 and min(cap, base * 2^attempt),
 * so clients that failed together do not come back together.
 * `attempt` counts retries already made, from 0.
 */
export function backoffDelay(
  attempt: number,
  policy: Pick<RetryPolicy, 'baseMs' | 'capMs' | 'random'>,
): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** attempt);
  return Math.floor(policy.random() * ceiling);
}

/** Statuses worth retrying for an idempotent request: the service or a proxy failed transiently. */
export function isRetryableStatus(status: number): boolean {
  return status === 500 || status === 502 || status === 503 || status === 504;
}

/** Only methods that cannot change anything twice are retried without being asked. */
export function isIdempotentMethod(method: string): boolean {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' || m === 'OPTIONS';
}
