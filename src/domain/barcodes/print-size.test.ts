import { describe, expect, it } from 'vitest';
import { printSize } from './print-size';

describe('printed size against the nominal', () => {
  it('an EAN-13 at 100 % is 37.29 x 25.93 mm with full bars', () => {
    const size = printSize({ symbology: 'ean-13', x: 0.33, width: 31.35, height: 22.85 });
    expect(size).toMatchObject({
      magnification: 100,
      fullSize: { width: 37.29, height: 25.93 },
      barHeightPercent: 100,
      truncated: false,
      xInRange: true,
    });
  });

  it('80 % and 200 %, and a truncated one', () => {
    expect(printSize({ symbology: 'ean-13', x: 0.264, width: 25.08, height: 18.28 })).toMatchObject(
      {
        magnification: 80,
        fullSize: { width: 29.83, height: 20.74 },
        truncated: false,
      },
    );
    expect(
      printSize({ symbology: 'ean-13', x: 0.66, width: 62.7, height: 45.7 }).magnification,
    ).toBe(200);
    expect(printSize({ symbology: 'ean-13', x: 0.33, width: 31.35, height: 11.4 })).toMatchObject({
      barHeightPercent: 50,
      truncated: true,
    });
  });

  it('ITF-14 and GS1-128 against their minimum bar height and X range', () => {
    expect(printSize({ symbology: 'itf-14', x: 0.6, width: 63.6, height: 32 })).toMatchObject({
      magnification: 59,
      truncated: false,
      xInRange: true,
    });
    expect(printSize({ symbology: 'gs1-128', x: 0.4, width: 80, height: 20 })).toMatchObject({
      xInRange: false,
      truncated: true,
    });
  });
});
