import type { AssetStatus } from '@/api/types';

/** How a poll slows down: starts at `firstMs`, grows by `factor` each answer, never above `maxMs`. */
export interface BackoffOptions {
  firstMs: number;
  factor: number;
  maxMs: number;
}

/**
 * Processing takes at least a second or two (a queue wait, then the conversion); a long job is
 * asked about every few seconds.
 */
export const PROCESSING_POLL: BackoffOptions = { firstMs: 1_000, factor: 1.5, maxMs: 5_000 };

/**
 * The wait before the next poll after `answers` answers (0 for the first wait). Meant for
 * React Query's refetchInterval, with `query.state.dataUpdateCount` as `answers`.
 */
export function pollDelay(answers: number, options: BackoffOptions = PROCESSING_POLL): number {
  const grown = options.firstMs * options.factor ** Math.max(0, answers);
  return Math.round(Math.min(options.maxMs, grown));
}

/**
 * The wait before asking again about work that started `ageMs` ago: fresh work is asked
 * about often, older work less and less. Unlike a count of answers, this starts fast again
 * for every new upload while older ones are still running.
 */
export function pollDelayForAge(ageMs: number, options: BackoffOptions = PROCESSING_POLL): number {
  if (!Number.isFinite(ageMs)) return options.maxMs;
  return Math.round(Math.min(options.maxMs, options.firstMs + Math.max(0, ageMs) / 4));
}

/** Processing has ended: Processed or Failed (assets and uploaded reference documents). */
export function isSettled(item: { status: AssetStatus }): boolean {
  return item.status === 'Processed' || item.status === 'Failed';
}

/**
 * React Query's refetchInterval for a list of processed files: false once all are settled,
 * else pollDelayForAge of the newest unsettled one, so each new upload is asked about soon.
 */
export function unsettledPollDelay(
  items: readonly { status: AssetStatus; created: string }[] | undefined,
  now = Date.now(),
): number | false {
  const unsettled = (items ?? []).filter((item) => !isSettled(item));
  if (unsettled.length === 0) return false;
  const newest = Math.max(...unsettled.map((item) => Date.parse(item.created) || 0));
  return pollDelayForAge(now - newest);
}
