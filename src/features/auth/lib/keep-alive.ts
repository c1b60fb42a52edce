/**
 * Token lifetimes offered at sign-in, in minutes (the login's keepAliveTime).
 * 0 asks for the service default, 600 minutes (10 hours).
 */
export const KEEP_ALIVE_OPTIONS = [
  { minutes: 60, labelKey: 'keepAlive.oneHour' },
  { minutes: 480, labelKey: 'keepAlive.eightHours' },
  { minutes: 0, labelKey: 'keepAlive.default' },
  { minutes: 1440, labelKey: 'keepAlive.oneDay' },
  { minutes: 10080, labelKey: 'keepAlive.sevenDays' },
] as const;

export type KeepAliveMinutes = (typeof KEEP_ALIVE_OPTIONS)[number]['minutes'];

export const DEFAULT_KEEP_ALIVE: KeepAliveMinutes = 0;

export function parseKeepAlive(value: string): KeepAliveMinutes {
  const minutes = Number(value);
  return KEEP_ALIVE_OPTIONS.find((o) => o.minutes === minutes)?.minutes ?? DEFAULT_KEEP_ALIVE;
}
