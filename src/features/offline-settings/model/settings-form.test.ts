import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSettings } from '@/offline/platform/settings';
import { faultsToFields, fieldsToFaults, validateFaultFields } from './faults';
import { fieldsToRateLimits, rateLimitsToFields, validateRateLimitFields } from './rate-limits';
import { draftToSettings, hasErrors, settingsToDraft, validateDraft } from './settings-form';
import { fieldToQuota, quotaToField, validateQuotaField } from './storage-quota';

describe('faults fields', () => {
  it('reads and writes the service format', () => {
    const fields = faultsToFields('latency=50-400,error=0.05');
    expect(fields).toEqual({ latencyMin: '50', latencyMax: '400', errorPercent: '5' });
    expect(fieldsToFaults(fields)).toBe('latency=50-400,error=0.05');
  });

  it('treats a single latency as a fixed delay, and empty as off', () => {
    expect(faultsToFields('latency=200')).toEqual({
      latencyMin: '200',
      latencyMax: '200',
      errorPercent: '',
    });
    expect(fieldsToFaults({ latencyMin: '200', latencyMax: '200', errorPercent: '0' })).toBe(
      'latency=200',
    );
    expect(faultsToFields('')).toEqual({ latencyMin: '', latencyMax: '', errorPercent: '' });
    expect(fieldsToFaults({ latencyMin: '', latencyMax: '', errorPercent: '' })).toBe('');
  });

  it('shows shares as whole percentages without float noise', () => {
    expect(faultsToFields('error=0.07').errorPercent).toBe('7');
    expect(fieldsToFaults({ latencyMin: '', latencyMax: '', errorPercent: '7' })).toBe(
      'error=0.07',
    );
  });

  it('names the field that is wrong', () => {
    expect(validateFaultFields({ latencyMin: '50', latencyMax: '', errorPercent: '' })).toEqual({
      latencyMax: 'faults.latencyBoth',
    });
    expect(validateFaultFields({ latencyMin: '400', latencyMax: '50', errorPercent: '' })).toEqual({
      latencyMax: 'faults.latencyOrder',
    });
    expect(
      validateFaultFields({ latencyMin: '1.5', latencyMax: '70000', errorPercent: '101' }),
    ).toEqual({
      latencyMin: 'faults.latencyRange',
      latencyMax: 'faults.latencyRange',
      errorPercent: 'faults.errorRange',
    });
  });

  it('round-trips every valid combination', () => {
    const field = fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: undefined });
    fc.assert(
      fc.property(field, field, fc.integer({ min: 0, max: 100 }), (a, b, percent) => {
        const [low, high] =
          a !== undefined && b !== undefined
            ? [Math.min(a, b), Math.max(a, b)]
            : [undefined, undefined];
        const fields = {
          latencyMin: low === undefined ? '' : String(low),
          latencyMax: high === undefined ? '' : String(high),
          errorPercent: String(percent),
        };
        expect(validateFaultFields(fields)).toEqual({});
        // What the form sends, the offline service itself must accept.
        expect(validateSettings({ faults: fieldsToFaults(fields) })).toEqual({});
        const again = faultsToFields(fieldsToFaults(fields));
        expect(again.latencyMin).toBe(fields.latencyMin);
        expect(again.latencyMax).toBe(fields.latencyMax);
        expect(Number(again.errorPercent || '0')).toBe(percent);
      }),
    );
  });
});

describe('rate-limit fields', () => {
  it('reads the windows it has fields for and keeps the rest', () => {
    const fields = rateLimitsToFields('5/s, 100/min,1000/h,10000/12h');
    expect(fields).toEqual({
      perSecond: '5',
      perMinute: '100',
      perHour: '1000',
      other: ['10000/12h'],
    });
    expect(fieldsToRateLimits(fields)).toBe('5/s,100/min,1000/h,10000/12h');
    expect(validateSettings({ rateLimits: fieldsToRateLimits(fields) })).toEqual({});
  });

  it('accepts the unit spellings of the service', () => {
    expect(rateLimitsToFields('2/second,3/m,4/hour')).toMatchObject({
      perSecond: '2',
      perMinute: '3',
      perHour: '4',
    });
  });

  it('writes nothing for empty fields and rejects zero', () => {
    expect(fieldsToRateLimits({ perSecond: '', perMinute: '', perHour: '', other: [] })).toBe('');
    expect(
      validateRateLimitFields({ perSecond: '0', perMinute: 'x', perHour: '7', other: [] }),
    ).toEqual({
      perSecond: 'rateLimits.invalid',
      perMinute: 'rateLimits.invalid',
    });
  });
});

describe('storage limit field', () => {
  it('shows null as empty and sends empty as null', () => {
    expect(quotaToField(null)).toBe('');
    expect(quotaToField(0.5)).toBe('0.5');
    expect(fieldToQuota('  ')).toBeNull();
    expect(fieldToQuota(' 12.5 ')).toBe(12.5);
  });

  it('accepts plain megabytes of 0 or more and nothing else', () => {
    for (const ok of ['', '0', '250', '0.5', '.5', '3.'])
      expect(validateQuotaField(ok), ok).toBeUndefined();
    for (const bad of ['-1', 'abc', '1e3', '1,5', '+2', 'Infinity', '0x10', '1.2.3'])
      expect(validateQuotaField(bad), bad).toBe('storageQuota.invalid');
  });

  it('sends only what the offline service accepts, and reads it back the same', () => {
    const megabytes = fc.oneof(
      fc.nat({ max: 10_000_000 }).map(String),
      fc.tuple(fc.nat({ max: 5000 }), fc.nat({ max: 999 })).map(([a, b]) => `${a}.${b}`),
    );
    fc.assert(
      fc.property(megabytes, (text) => {
        expect(validateQuotaField(text)).toBeUndefined();
        const sent = fieldToQuota(text);
        expect(validateSettings({ storageQuotaMB: sent })).toEqual({});
        expect(fieldToQuota(quotaToField(sent))).toBe(sent);
      }),
    );
  });
});

describe('settings draft', () => {
  const base = { timeScale: 1, faults: '', rateLimits: '', storageQuotaMB: null };

  it('round-trips the service settings', () => {
    const settings = {
      timeScale: 60,
      faults: 'latency=50-400,error=0.05',
      rateLimits: '5/s,100/min',
      storageQuotaMB: 0.25,
    };
    const draft = settingsToDraft(settings);
    expect(hasErrors(validateDraft(draft))).toBe(false);
    expect(draftToSettings(draft)).toEqual(settings);
    expect(draftToSettings(settingsToDraft(base))).toEqual(base);
  });

  it('refuses a time scale that is not above 0', () => {
    for (const timeScale of ['0', '-1', '', 'fast', '2000000']) {
      const draft = { ...settingsToDraft(base), timeScale };
      expect(validateDraft(draft).timeScale).toBe('timeScale.invalid');
    }
    const ok = { ...settingsToDraft(base), timeScale: '0.5' };
    expect(hasErrors(validateDraft(ok))).toBe(false);
  });

  it('counts a bad storage limit as an error of the draft', () => {
    const errors = validateDraft({ ...settingsToDraft(base), storageQuotaMB: '-5' });
    expect(errors.storageQuotaMB).toBe('storageQuota.invalid');
    expect(hasErrors(errors)).toBe(true);
  });
});
