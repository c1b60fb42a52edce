import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatDate, formatDateTime, formatFileSize, formatNumber, formatRelative } from './index';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('formatNumber', () => {
  it('follows the UI language', async () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    await i18n.changeLanguage('de');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 byte'],
    [999, '999 byte'],
    [1000, '1 kB'],
    [1536, '1.5 kB'],
    [999_960, '1 MB'],
    [2_500_000_000, '2.5 GB'],
  ])('%d bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('gives nothing for impossible sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  it('keeps a bare date on its calendar day in any time zone', () => {
    expect(formatDate('2025-03-01')).toBe('Mar 1, 2025');
  });

  it('formats an instant with the time of day', () => {
    const text = formatDateTime('2025-03-01T10:15:00Z', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    expect(text).toBe('Mar 1, 2025, 10:15 AM');
  });

  it('switches language', async () => {
    await i18n.changeLanguage('fr');
    expect(formatDate('2025-03-01', { dateStyle: 'long' })).toBe('1 mars 2025');
  });

  it('gives nothing for invalid input', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  it.each([
    ['2025-03-10T11:59:30Z', '30 seconds ago'],
    ['2025-03-10T11:55:00Z', '5 minutes ago'],
    ['2025-03-10T15:00:00Z', 'in 3 hours'],
    ['2025-03-09T12:00:00Z', 'yesterday'],
    ['2025-03-13T12:00:00Z', 'in 3 days'],
    ['2025-02-24T12:00:00Z', '2 weeks ago'],
    ['2024-03-10T12:00:00Z', 'last year'],
  ])('%s -> %s', (value, text) => {
    expect(formatRelative(value, now)).toBe(text);
  });
});
