import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, gs1CheckDigitValid, upcEToUpcA } from './gs1-check-digit';
import { GS, gs1Date, gs1Hri, parseGs1 } from './gs1-element-string';

describe('GS1 element strings', () => {
  it('splits fixed and FNC1-ended AIs and names them', () => {
    const parsed = parseGs1(`01095011015300031727063010AB12${GS}3103000500${GS}21S42`);
    expect(parsed.ok).toBe(true);
    expect(parsed.elements.map((e) => [e.ai, e.title, e.raw])).toEqual([
      ['01', 'GTIN', '09501101530003'],
      ['17', 'USE BY or EXPIRY', '270630'],
      ['10', 'BATCH/LOT', 'AB12'],
      ['3103', 'NET WEIGHT (kg)', '000500'],
      ['21', 'SERIAL', 'S42'],
    ]);
    expect(parsed.elements[0]?.checkDigitValid).toBe(true);
    expect(parsed.elements[1]?.date).toBe('2027-06-30');
    expect(parsed.elements[3]?.amount).toEqual({ value: '0.500', unit: 'kg' });
    expect(gs1Hri(parsed.elements)).toBe('(01)09501101530003(17)270630(10)AB12(3103)000500(21)S42');
  });

  it('reads SSCC, content GTIN, best before, count, order number and production time', () => {
    const sscc = `09501101530000001${gs1CheckDigit('09501101530000001')}`;
    const parsed = parseGs1(`00${sscc}020950110153000315261231371${GS}400PO-77${GS}80082606301230`);
    expect(parsed.ok).toBe(true);
    expect(parsed.elements.map((e) => [e.ai, e.raw])).toEqual([
      ['00', sscc],
      ['02', '09501101530003'],
      ['15', '261231'],
      ['37', '1'],
      ['400', 'PO-77'],
      ['8008', '2606301230'],
    ]);
    expect(parsed.elements[0]?.checkDigitValid).toBe(true);
    expect(parsed.elements[2]?.date).toBe('2026-12-31');
    expect(parsed.elements[5]?.title).toBe('PROD TIME');
  });

  it('flags a GTIN whose check digit is wrong, and stops at an unknown AI', () => {
    expect(parseGs1('0109501101530004').elements[0]?.checkDigitValid).toBe(false);
    const parsed = parseGs1('0109501101530003990ABC');
    expect(parsed).toMatchObject({ ok: false, reason: 'unknown-ai', rest: '990ABC' });
  });

  it('dates: day 00 is the month end; the century slides', () => {
    const today = new Date('2026-11-28T00:00:00Z');
    expect(gs1Date('270200', today)).toBe('2027-02-28');
    expect(gs1Date('991231', today)).toBe('1999-12-31');
    expect(gs1Date('761231', today)).toBe('2076-12-31');
    expect(gs1Date('261301', today)).toBeNull();
  });

  it('check digits', () => {
    expect(gs1CheckDigit('590123412345')).toBe(7);
    expect(gs1CheckDigit('1540014128876')).toBe(3);
    expect(gs1CheckDigitValid('5901234123458')).toBe(false);
    expect(upcEToUpcA('01234565')).toBe('012345000065');
  });
});
