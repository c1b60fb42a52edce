import { describe, expect, it } from 'vitest';
import { normalizeState, SCHEMA_VERSION } from './store/state';
import {
  parseFaults,
  parseRateLimits,
  parseStorageQuotaMB,
  parseTimeScale,
  offlineEnv,
  settingsFromEnv,
  validateSettings,
} from './settings';

describe('settings formats', () => {
  it('parses OFFLINE_FAULTS', () => {
    expect(parseFaults('latency=50-400,error=0.05')).toEqual({
      ok: true,
      value: {
        latencyMinMs: 50,
        latencyMaxMs: 400,
        errorRate: 0.05,
        dropRate: 0,
        hangRate: 0,
        lostRate: 0,
      },
    });
    expect(parseFaults('latency=100')).toEqual({
      ok: true,
      value: {
        latencyMinMs: 100,
        latencyMaxMs: 100,
        errorRate: 0,
        dropRate: 0,
        hangRate: 0,
        lostRate: 0,
      },
    });
    expect(parseFaults('')).toEqual({
      ok: true,
      value: {
        latencyMinMs: 0,
        latencyMaxMs: 0,
        errorRate: 0,
        dropRate: 0,
        hangRate: 0,
        lostRate: 0,
      },
    });
    expect(parseFaults('drop=1, hang=0.5')).toEqual({
      ok: true,
      value: {
        latencyMinMs: 0,
        latencyMaxMs: 0,
        errorRate: 0,
        dropRate: 1,
        hangRate: 0.5,
        lostRate: 0,
      },
    });
    expect(parseFaults('lost=1')).toMatchObject({ ok: true, value: { lostRate: 1, hangRate: 0 } });
    for (const bad of [
      'latency=400-50',
      'error=2',
      'error=',
      'jitter=5',
      'latency',
      'latency=a-b',
      'drop=yes',
      'hang=-1',
      'lost=1.5',
      'toString=1',
    ])
      expect(parseFaults(bad).ok, bad).toBe(false);
  });

  it('parses OFFLINE_RATE_LIMITS with the X-Rate-Limit-Limit labels', () => {
    const parsed = parseRateLimits('5/s, 100/min,1000/h,20000/12h,9/d');
    expect(parsed.ok && parsed.value.map((r) => [r.limit, r.periodMs, r.label])).toEqual([
      [5, 1000, '1s'],
      [100, 60_000, '1m'],
      [1000, 3_600_000, '1h'],
      [20000, 43_200_000, '12h'],
      [9, 86_400_000, '1d'],
    ]);
    for (const bad of ['5', '0/s', '5/fortnight', '5/0s', 'x/s'])
      expect(parseRateLimits(bad).ok, bad).toBe(false);
  });

  it('validates timeScale and reads the environment', () => {
    expect(parseTimeScale('60')).toEqual({ ok: true, value: 60 });
    expect(parseTimeScale(0).ok).toBe(false);
    expect(validateSettings({ timeScale: -1, faults: 3, rateLimits: '1/s' })).toEqual({
      timeScale: expect.any(String) as string,
      faults: expect.any(String) as string,
    });
    expect(settingsFromEnv({ OFFLINE_TIME_SCALE: '30', OFFLINE_RATE_LIMITS: '5/s' })).toEqual({
      timeScale: 30,
      faults: '',
      rateLimits: '5/s',
      storageQuotaMB: null,
    });
    expect(() => settingsFromEnv({ OFFLINE_FAULTS: 'error=7' })).toThrow(/OFFLINE_FAULTS/);
  });

  it('still reads the MOCK_ names of the environment, the OFFLINE_ ones first', () => {
    expect(settingsFromEnv({ MOCK_TIME_SCALE: '30', MOCK_FAULTS: 'error=0.5' })).toMatchObject({
      timeScale: 30,
      faults: 'error=0.5',
    });
    expect(settingsFromEnv({ MOCK_TIME_SCALE: '30', OFFLINE_TIME_SCALE: '60' }).timeScale).toBe(60);
    expect(offlineEnv({ MOCK_DATA: 'old.json' }, 'DATA')).toBe('old.json');
  });

  it('reads the storage quota in megabytes, null meaning the plan defaults', () => {
    expect(parseStorageQuotaMB(null)).toEqual({ ok: true, value: null });
    expect(parseStorageQuotaMB(0)).toEqual({ ok: true, value: 0 });
    expect(parseStorageQuotaMB(0.25)).toEqual({ ok: true, value: 0.25 });
    for (const bad of [-0.5, '5', Number.NaN, Number.POSITIVE_INFINITY, true, undefined])
      expect(parseStorageQuotaMB(bad).ok, String(bad)).toBe(false);
    expect(validateSettings({ storageQuotaMB: -1 })).toEqual({
      storageQuotaMB: expect.stringMatching(/megabytes/) as string,
    });
    expect(settingsFromEnv({ OFFLINE_STORAGE_QUOTA_MB: ' 0.5 ' }).storageQuotaMB).toBe(0.5);
    expect(settingsFromEnv({ OFFLINE_STORAGE_QUOTA_MB: '' }).storageQuotaMB).toBeNull();
    expect(settingsFromEnv({}).storageQuotaMB).toBeNull();
    for (const bad of ['lots', '-1', '1e999'])
      expect(() => settingsFromEnv({ OFFLINE_STORAGE_QUOTA_MB: bad }), bad).toThrow(
        /^OFFLINE_STORAGE_QUOTA_MB: /,
      );
  });

  it('reads states saved before the quota knob existed as the plan defaults', () => {
    const stored = (settings: Record<string, unknown>) =>
      normalizeState({
        schemaVersion: SCHEMA_VERSION,
        seededAt: '2025-01-01T00:00:00.000Z',
        tables: {},
        settings,
      })?.settings;
    expect(stored({ timeScale: 5, faults: '', rateLimits: '' })).toEqual({
      timeScale: 5,
      faults: '',
      rateLimits: '',
      storageQuotaMB: null,
    });
    expect(stored({ timeScale: 5, faults: '', rateLimits: '', storageQuotaMB: 12 })).toMatchObject({
      storageQuotaMB: 12,
    });
  });
});
