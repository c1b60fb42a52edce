import { describe, expect, it } from 'vitest';
import { barLikeShapes } from './bar-like-shapes';

/** A white 320 x 160 picture with dark columns where `bar(x)` says so, rows 32 to 128. */
function picture(bar: (x: number) => boolean) {
  const width = 320;
  const height = 160;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 32; y < 128; y++) for (let x = 32; x < 288; x++) if (bar(x)) data[y * width + x] = 0;
  return { data, width, height };
}

// Bars and spaces of 1 to 4 modules of 3 px, as an EAN's are.
const widths = [1, 1, 1, 3, 2, 1, 1, 4, 2, 2, 1, 3, 3, 1, 1, 2, 4, 1, 2, 2, 1, 1, 3, 2, 1, 4, 2, 1];
const edges = widths.reduce<number[]>((acc, w) => [...acc, (acc.at(-1) ?? 32) + w * 3], [32]);
const varied = (x: number) => {
  const i = edges.findIndex((edge) => edge > x) - 1;
  return i >= 0 && i % 2 === 0;
};

describe('shapes that look like a barcode', () => {
  it('finds bars of varied widths where nothing was decoded, not where a symbol was', () => {
    const image = picture((x) => varied(32 + ((x - 32) % (edges.at(-1) ?? 0 - 32))));
    expect(barLikeShapes(image, [])).toHaveLength(1);
    expect(barLikeShapes(image, [{ x: 32, y: 32, width: 256, height: 96 }])).toEqual([]);
  });

  it('leaves out evenly spaced lines (a crimp or a hatching)', () => {
    expect(
      barLikeShapes(
        picture((x) => x % 6 < 3),
        [],
      ),
    ).toEqual([]);
  });
});
