import { cached, currentLocale } from './locale';

/** Grouping and decimal marks of the UI language. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const locale = currentLocale();
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * "1.5 MB" in the UI language. Decimal units (1 kB = 1000 B), matching Intl's unit names
 * and what operating systems show next to files today.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let index = 0;
  let value = bytes;
  // 999.96 kB would round to "1,000 kB"; move up a unit before rounding can do that.
  while (index < SIZE_UNITS.length - 1 && value >= (index === 0 ? 1000 : 999.95)) {
    value /= 1000;
    index += 1;
  }
  return formatNumber(value, {
    style: 'unit',
    unit: SIZE_UNITS[index],
    unitDisplay: 'short',
    maximumFractionDigits: index === 0 ? 0 : 1,
  });
}
