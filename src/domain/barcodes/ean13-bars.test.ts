import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { ean13FromWidths } from './ean13-bars';

const widths = (text: string, scale = 3) =>
  (bwipjs.raw({ bcid: 'ean13', text }) as { sbs: number[] }[])[0]?.sbs.map((w) => w * scale) ?? [];

describe('EAN-13 from bar widths', () => {
  it('reads the digits, forwards and from a symbol turned 180 degrees', () => {
    expect(ean13FromWidths(widths('590123412345'))).toEqual({
      text: '5901234123457',
      checkDigitValid: true,
    });
    expect(ean13FromWidths(widths('400638133393', 4).reverse())).toBeNull();
  });

  it('reads a wrong check digit as printed', () => {
    const bars = widths('590123412345');
    // The last digit's right-hand pattern for 8 (bar 1, space 2, bar 1, space 3).
    bars.splice(bars.length - 7, 4, 3, 6, 3, 9);
    expect(ean13FromWidths(bars)).toEqual({ text: '5901234123458', checkDigitValid: false });
  });

  it('refuses widths that are no EAN-13', () => {
    expect(ean13FromWidths(Array.from({ length: 59 }, () => 3))).toBeNull();
    expect(ean13FromWidths([1, 1, 1])).toBeNull();
  });
});
