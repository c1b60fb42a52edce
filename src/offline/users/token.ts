import type { SessionRow } from './rows';

/** Token lifetime when keepAliveTime is 0 or absent (spec.md: 600 minutes). */
export const DEFAULT_KEEP_ALIVE_MINUTES = 600;
/** The longest keepAliveTime accepted: one year. */
export const MAX_KEEP_ALIVE_MINUTES = 525_600;

/** Wall-clock ms when a token issued at `now` expires. Never scaled by timeScale. */
export function tokenExpiry(now: number, keepAliveMinutes: number | null | undefined): number {
  const minutes =
    keepAliveMinutes === null || keepAliveMinutes === undefined || keepAliveMinutes === 0
      ? DEFAULT_KEEP_ALIVE_MINUTES
      : keepAliveMinutes;
  return now + minutes * 60_000;
}

export function sessionIsValid(session: SessionRow, now: number): boolean {
  return now < session.expiresAt;
}
