/**
 * When a failed delivery is tried again. spec.md: the service retries the same event for
 * about 30 minutes, then delivery fails silently. All values are service time (divided by
 * timeScale).
 */

/** Wait after attempt 1, 2, 3...; the last value repeats. */
const RETRY_DELAYS_OFFLINE_MS: readonly number[] = [10_000, 30_000, 60_000, 120_000, 300_000];

/** No retry is scheduled later than this after the first attempt. */
export const RETRY_WINDOW_OFFLINE_MS = 30 * 60_000;

/**
 * The wait before the attempt after `attempt`, or undefined when the window is spent and
 * the delivery is given up. With the values above: attempts at 0 s, 10 s, 40 s, 100 s,
 * 220 s, then every 5 minutes until 1720 s: ten attempts in all.
 */
export function nextRetryDelay(attempt: number, waitedOfflineMs: number): number | undefined {
  const index = Math.min(Math.max(attempt, 1), RETRY_DELAYS_OFFLINE_MS.length) - 1;
  const delay = RETRY_DELAYS_OFFLINE_MS[index] ?? RETRY_WINDOW_OFFLINE_MS;
  return waitedOfflineMs + delay <= RETRY_WINDOW_OFFLINE_MS ? delay : undefined;
}
