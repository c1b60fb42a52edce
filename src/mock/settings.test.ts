import { describe, expect, it } from 'vitest';
import {
  parseFaults,
  parseRateLimits,
  parseTimeScale,
  settingsFromEnv,
  validateSettings,
} from './settings';

describe('settings formats', () => {
  it('parses MOCK_FAULTS', () => {
    expect(parseFaults('latency=50-400,error=0.05')).toEqual({
      ok: true,
      value: { latencyMinMs: 50, latencyMaxMs: 400, errorRate: 0.05 },
    });
    expect(parseFaults('latency=100')).toEqual({
      ok: true,
      value: { latencyMinMs: 100, latencyMaxMs: 100, errorRate: 0 },
    });
    expect(parseFaults('')).toEqual({
      ok: true,
      value: { latencyMinMs: 0, latencyMaxMs: 0, errorRate: 0 },
    });
    for (const bad of ['latency=400-50', 'error=2', 'error=', 'jitter=5', 'latency', 'latency=a-b'])
      expect(parseFaults(bad).ok, bad).toBe(false);
  });

  it('parses MOCK_RATE_LIMITS with the X-Rate-Limit-Limit labels', () => {
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
    expect(settingsFromEnv({ MOCK_TIME_SCALE: '30', MOCK_RATE_LIMITS: '5/s' })).toEqual({
      timeScale: 30,
      faults: '',
      rateLimits: '5/s',
    });
    expect(() => settingsFromEnv({ MOCK_FAULTS: 'error=7' })).toThrow(/MOCK_FAULTS/);
  });
});
