import { describe, expect, it } from 'vitest';
import { BoxResampler, type PixelRect } from '@/lib/png/box-resample';
import { flatPalettePng } from '@/lib/png/flat-png';
import { decodePngRows } from '@/lib/png/png-stream';
import { encodeTestPng } from '@/lib/png/png-test-files';
import { TILE_COLUMNS, TILE_ROWS, TileStore } from './tile-store';

const stream = (png: Uint8Array) => new Blob([png as Uint8Array<ArrayBuffer>]).stream();

/** An RGB page wider than two tiles and taller than two bands, every filter used. */
function rgbPage(width = 2 * TILE_COLUMNS + 77, height = 2 * TILE_ROWS + 33): Uint8Array {
  const rows = Array.from({ length: height }, (_, y) =>
    Uint8Array.from({ length: width * 3 }, (_, i) => (i * 7 + y * 13 + ((i * y) % 11)) & 255),
  );
  return encodeTestPng({ width, height, colorType: 2, rows, filters: [0, 1, 2, 3, 4] });
}

/** The region as a fresh pass over the file gives it (the path tiles replace). */
async function streamed(png: Uint8Array, source: PixelRect, width: number, height: number) {
  const box = new BoxResampler(source, width, height);
  await decodePngRows(stream(png), (y, row) => {
    box.addRow(y, row);
    return box.wants(y + 1);
  });
  return box.pixels;
}

/** Where two images first differ (-1: nowhere); toEqual on 100,000s of bytes is slow. */
function firstDifference(a: Uint8ClampedArray | null | undefined, b: Uint8ClampedArray): number {
  if (!a || a.length !== b.length) return 0;
  return a.findIndex((value, i) => value !== b[i]);
}

/** A store that is filled in the background, as the tile worker does. */
function storeOf(png: Uint8Array) {
  let store: TileStore | null = null;
  const filled = decodePngRows(
    stream(png),
    (y, row) => store?.addRow(y, row),
    (header) => {
      store = new TileStore(header);
    },
  );
  return { filled, store: () => store };
}

describe('compressed tiles (zooms without a fresh pass over the file)', () => {
  const png = rgbPage();

  it.each([
    ['1:1 across tile columns and bands', { x: 400, y: 200, width: 300, height: 150 }, 300, 150],
    ['shrunk 3x', { x: 0, y: 0, width: 1101, height: 545 }, 367, 182],
    [
      'the last, narrower column and shorter band',
      { x: 1000, y: 500, width: 101, height: 45 },
      101,
      45,
    ],
  ])('gives the same pixels as a fresh pass: %s', async (_, source, width, height) => {
    const { filled, store } = storeOf(png);
    await filled;
    const fromTiles = await store()?.decode(source, width, height);
    expect(firstDifference(fromTiles, await streamed(png, source, width, height))).toBe(-1);
  });

  it('answers a region asked for while the bands are still being made', async () => {
    const { filled, store } = storeOf(png);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const source = { x: 10, y: 2 * TILE_ROWS, width: 50, height: 20 };
    const early = store()?.decode(source, 50, 20);
    await filled;
    expect(firstDifference(await early, await streamed(png, source, 50, 20))).toBe(-1);
  });

  it('reads a palette page through its palette', async () => {
    const flat = flatPalettePng(1300, 700, 100);
    const { filled, store } = storeOf(flat);
    await filled;
    const source = { x: 480, y: 240, width: 100, height: 40 };
    expect(await store()?.decode(source, 100, 40)).toEqual(await streamed(flat, source, 100, 40));
  });

  it('stops between bands when the region is no longer wanted', async () => {
    const { filled, store } = storeOf(png);
    await filled;
    const source = { x: 0, y: 0, width: 100, height: 400 };
    expect(await store()?.decode(source, 100, 400, () => true)).toBeNull();
  });
});
