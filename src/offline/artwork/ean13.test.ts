import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ean13, ean13CheckDigit, ean13Modules } from './ean13';

describe('EAN-13', () => {
  it('computes GS1 check digits', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('978014300723')).toBe(4);
    expect(ean13('590123412345')).toBe('5901234123457');
  });

  it('encodes the published example 4006381333931', () => {
    // First digit 4: parity LGLLGG for 0 0 6 3 8 1, then R patterns for 3 3 3 9 3 1.
    const left = ['0001101', '0100111', '0101111', '0111101', '0001001', '0110011'];
    const right = ['1000010', '1000010', '1000010', '1110100', '1000010', '1100110'];
    expect(ean13Modules('4006381333931')).toBe(`101${left.join('')}01010${right.join('')}101`);
  });

  it('gives 95 modules with guard bars for any valid code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (body) => {
        const modules = ean13Modules(ean13(body));
        expect(modules).toHaveLength(95);
        expect(modules.slice(0, 3)).toBe('101');
        expect(modules.slice(45, 50)).toBe('01010');
        expect(modules.slice(92)).toBe('101');
      }),
    );
  });

  it('rejects a wrong check digit', () => {
    expect(() => ean13Modules('4006381333932')).toThrow(/check digit/);
  });
});
