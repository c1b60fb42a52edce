import { cached, currentLocale } from './locale';

/** Anything the API sends as a moment: ISO date ("2025-03-01"), ISO date-time, epoch ms, or a Date. */
export type DateInput = Date | string | number;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

// A bare date names a calendar day, not an instant: show that day in every time zone.
function zoneFor(
  value: DateInput,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormatOptions {
  return typeof value === 'string' && DATE_ONLY.test(value)
    ? { ...options, timeZone: 'UTC' }
    : options;
}

function format(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = currentLocale();
  const resolved = zoneFor(value, options);
  return cached('date', locale, resolved, () => new Intl.DateTimeFormat(locale, resolved)).format(
    date,
  );
}

/** "12 Mar 2025" style, in the UI language. Invalid input gives "". */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return format(value, options);
}

/** Date and time of day, in the person's time zone. Invalid input gives "". */
export function formatDateTime(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return format(value, options);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "in 3 days", "yesterday", "5 minutes ago" relative to `now`. Invalid input gives "". */
export function formatRelative(value: DateInput, now: DateInput = Date.now()): string {
  const target = toDate(value).getTime();
  const base = toDate(now).getTime();
  if (Number.isNaN(target) || Number.isNaN(base)) return '';
  const seconds = Math.round((target - base) / 1000);
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  const locale = currentLocale();
  const rtf = cached(
    'relative',
    locale,
    undefined,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  return rtf.format(Math.round(seconds / size), unit);
}
