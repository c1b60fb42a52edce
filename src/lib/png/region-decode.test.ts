import { describe, expect, it } from 'vitest';
import { decodePngRegion } from './region-decode';
import { rgbTestPng, streamOf } from './png-test-files';

const W = 40;
const H = 64;

const testPng = (width = W, height = H) => rgbTestPng(width, height);

describe('a region decode that tells of its rows as they are finished', () => {
  it('tells growing row counts, and rows it called finished never change', async () => {
    const png = testPng();
    const told: { rows: number; top: number[] }[] = [];
    const pixels = await decodePngRegion(
      streamOf(png, 64),
      { x: 0, y: 0, width: W, height: H },
      20,
      32,
      () => false,
      (rows, finished) => {
        told.push({ rows, top: [...finished.pixels.subarray(0, rows * 20 * 4)] });
      },
    );
    expect(told.map((t) => t.rows)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    const final = pixels ?? new Uint8ClampedArray(0);
    for (const { rows, top } of told) expect(top).toEqual([...final.subarray(0, rows * 80)]);
  });

  it('waits for the listener’s promise before it reads on', async () => {
    const order: string[] = [];
    await decodePngRegion(
      streamOf(testPng(), 64),
      { x: 0, y: 0, width: W, height: H },
      W,
      H,
      () => false,
      async (rows) => {
        order.push(`told ${rows}`);
        await Promise.resolve();
        order.push(`done ${rows}`);
      },
    );
    expect(order.slice(0, 4)).toEqual(['told 1', 'done 1', 'told 2', 'done 2']);
  });
});
