import { describe, expect, it } from 'vitest';
import { INK_RGB, INKS, renderPlates, type Ink, type PlateChoice } from './cmyk-views';
import type { CmykView } from '@/lib/cmyk/cmyk-view';

/** Plates by definition: white paper, each shown ink multiplying what light is left. */
function referencePlates(view: CmykView, choice: PlateChoice): Uint8ClampedArray {
  const out = new Uint8ClampedArray(view.width * view.height * 4);
  for (let i = 0; i < view.width * view.height; i++) {
    const rgb = [1, 1, 1];
    INKS.forEach((ink, index) => {
      if (!choice.plates[ink]) return;
      const colour = choice.mode === 'grey' ? [0, 0, 0] : INK_RGB[ink];
      const v = view.inks[i * 4 + index] ?? 0;
      colour.forEach(
        (channel, c) => (rgb[c] = (rgb[c] ?? 1) * (1 - (v / 255) * (1 - channel / 255))),
      );
    });
    out.set([...rgb.map((value) => Math.round(value * 255)), 255], i * 4);
  }
  return out;
}

describe('renderPlates', () => {
  const view: CmykView = {
    width: 64,
    height: 32,
    cell: 1,
    // Every ink value on every plate, in shifted combinations.
    inks: Uint8Array.from({ length: 64 * 32 * 4 }, (_, i) => (i * 37 + (i >> 2) * 11) & 0xff),
    coverage: new Uint16Array(64 * 32),
    maxCoverage: 0,
    maxAt: { x: 0, y: 0 },
  };
  const choices = Array.from({ length: 16 }, (_, bits) =>
    Object.fromEntries(INKS.map((ink, i) => [ink, Boolean(bits & (1 << i))])),
  ) as Record<Ink, boolean>[];

  it.each(['ink', 'grey'] as const)(
    'matches the definition for every set of plates (%s)',
    (mode) => {
      for (const plates of choices)
        expect(renderPlates(view, { plates, mode })).toEqual(
          referencePlates(view, { plates, mode }),
        );
    },
  );
});
