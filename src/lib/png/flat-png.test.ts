import { describe, expect, it } from 'vitest';
import { FLAT_PNG_COLOURS, flatPalettePng, flatPngIndex } from './flat-png';
import { decodePngRows } from './png-stream';

describe('flatPalettePng (the tests’ print-size page)', () => {
  it('decodes to its grid of squares, the last band and column cut short', async () => {
    const png = flatPalettePng(53, 37, 10);
    const wrong: string[] = [];
    let rows = 0;
    await decodePngRows(new Blob([png as Uint8Array<ArrayBuffer>]).stream(), (y, row) => {
      const rgba = row.rgba();
      rows += 1;
      for (let x = 0; x < 53; x++) {
        const want = FLAT_PNG_COLOURS[flatPngIndex(x, y, 10)] ?? [];
        const got = [...rgba.subarray(x * 4, x * 4 + 3)];
        if (got.join() !== want.join()) wrong.push(`${x},${y}`);
      }
      return true;
    });
    expect(rows).toBe(37);
    expect(wrong).toEqual([]);
  });

  it('keeps a 20,000 px wide page small (each band type deflated once)', () => {
    expect(flatPalettePng(20_000, 3_000).length).toBeLessThan(100_000);
  });
});
