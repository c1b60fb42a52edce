import { describe, expect, it } from 'vitest';
import { deltaE2000, srgbToLabD50 } from './colour-math';

/**
 * Test pairs from Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula:
 * implementation notes, supplementary test data and mathematical observations", table 1:
 * [L1, a1, b1, L2, a2, b2, ΔE00], given to four decimals. Pair 8 is left out: its hues lie
 * exactly 180° apart, where the mean hue flips on the last bit of rounding (pairs 7 and 9
 * cover either side of it).
 */
const SHARMA: readonly (readonly number[])[] = [
  [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
  [50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615],
  [50, 2.8361, -74.02, 50, 0, -82.7485, 3.4412],
  [50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0],
  [50, 0, 0, 50, -1, 2, 2.3669],
  [50, -1, 2, 50, 0, 0, 2.3669],
  [50, 2.49, -0.001, 50, -2.49, 0.0009, 7.1792],
  [50, 2.49, -0.001, 50, -2.49, 0.0011, 7.2195],
  [50, -0.001, 2.49, 50, 0.0009, -2.49, 4.8045],
  [50, 2.5, 0, 50, 0, -2.5, 4.3065],
  [50, 2.5, 0, 73, 25, -18, 27.1492],
  [50, 2.5, 0, 61, -5, 29, 22.8977],
  [50, 2.5, 0, 56, -27, -3, 31.903],
  [50, 2.5, 0, 58, 24, 15, 19.4535],
  [50, 2.5, 0, 50, 3.1736, 0.5854, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe('deltaE2000', () => {
  it.each(SHARMA.map((row, i) => [i + 1, row] as const))(
    'Sharma pair %i gives the published difference',
    (_, row) => {
      const [l1 = 0, a1 = 0, b1 = 0, l2 = 0, a2 = 0, b2 = 0, expected = 0] = row;
      const forward = deltaE2000({ l: l1, a: a1, b: b1 }, { l: l2, a: a2, b: b2 });
      const backward = deltaE2000({ l: l2, a: a2, b: b2 }, { l: l1, a: a1, b: b1 });
      expect(forward).toBeCloseTo(expected, 4);
      expect(backward).toBeCloseTo(expected, 4);
    },
  );

  it('is 0 for the same colour and grows with the difference', () => {
    const red = srgbToLabD50(200, 30, 40);
    expect(deltaE2000(red, red)).toBe(0);
    const near = deltaE2000(red, srgbToLabD50(202, 30, 40));
    const far = deltaE2000(red, srgbToLabD50(40, 30, 200));
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(1.5);
    expect(far).toBeGreaterThan(40);
  });
});
