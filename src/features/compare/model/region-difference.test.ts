import { describe, expect, it } from 'vitest';
import { PngReadError } from '@/lib/png/png-header';
import { flatPalettePng } from '@/lib/png/flat-png';
import { encodeTestPng, streamOf } from '@/lib/png/png-test-files';
import { decodePngRegion } from '@/lib/png/region-decode';
import { changedShare, differenceMask } from './difference';
import { chooseRegion, regionBudget } from './sharp-region';
import { workingSize } from './working-size';

const W = 40;
const H = 30;
/** Version 2 repaints this block (page pixels) dark. */
const BLOCK = { x: 24, y: 12, width: 6, height: 4 };

/** A grey gradient page (RGB); with `block`, the changed block is painted dark. */
function page(block: boolean): Uint8Array {
  const rows = Array.from({ length: H }, (_, y) => {
    const row = new Uint8Array(W * 3);
    for (let x = 0; x < W; x++) {
      const inBlock =
        block &&
        x >= BLOCK.x &&
        x < BLOCK.x + BLOCK.width &&
        y >= BLOCK.y &&
        y < BLOCK.y + BLOCK.height;
      row.fill(inBlock ? 20 : 200 + ((x + y) % 30), x * 3, x * 3 + 3);
    }
    return row;
  });
  return encodeTestPng({ width: W, height: H, colorType: 2, rows, filters: [0, 1, 2, 3, 4] });
}

async function decodeBoth(
  source: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
) {
  const [before, after] = await Promise.all([
    decodePngRegion(streamOf(page(false)), source, width, height),
    decodePngRegion(streamOf(page(true)), source, width, height),
  ]);
  if (!before || !after) throw new Error('Not decoded');
  return differenceMask({ width, height, data: before }, { width, height, data: after });
}

describe('the difference of a region of both versions, streamed', () => {
  it('finds the changed block exactly at the page’s own pixels', async () => {
    const source = { x: 20, y: 10, width: 16, height: 10 };
    const diff = await decodeBoth(source, 16, 10);
    expect(diff.changed).toBe(BLOCK.width * BLOCK.height);
    // The block, in the region's pixels.
    const inRegion = { ...BLOCK, x: BLOCK.x - source.x, y: BLOCK.y - source.y };
    expect(changedShare(diff, inRegion)).toBe(1);
    expect(changedShare(diff, { x: 0, y: 0, width: 4, height: 10 })).toBe(0);
  });

  it('finds it in the whole page shrunk to half', async () => {
    const diff = await decodeBoth({ x: 0, y: 0, width: W, height: H }, W / 2, H / 2);
    expect(diff.changed).toBe((BLOCK.width / 2) * (BLOCK.height / 2));
    expect(changedShare(diff, { x: 12, y: 6, width: 3, height: 2 })).toBe(1);
  });

  it('decodes the region the zoomed view asks for, and nothing of the page is missed', async () => {
    const native = { width: W, height: H };
    const work = workingSize(native, 300);
    const f = work.width / W;
    // Zoomed in on the block at 8 CSS pixels per page pixel.
    const scale = 8 / f;
    const view = {
      native,
      work,
      panel: { width: 80, height: 48 },
      devicePixelRatio: 1,
      viewport: { scale, x: -22 * f * scale, y: -11 * f * scale },
    };
    const plan = chooseRegion(view, regionBudget(work));
    if (!plan) throw new Error('expected a region');
    expect(plan.density).toBe(1);
    const diff = await decodeBoth(plan.source, plan.width, plan.height);
    expect(diff.changed).toBe(BLOCK.width * BLOCK.height);
  });

  it('stops when cancelled, and rejects a damaged file', async () => {
    const whole = { x: 0, y: 0, width: W, height: H };
    expect(await decodePngRegion(streamOf(page(false)), whole, W, H, () => true)).toBeNull();
    const damaged = page(false).slice(0, 60);
    await expect(decodePngRegion(streamOf(damaged), whole, W, H)).rejects.toBeInstanceOf(
      PngReadError,
    );
  });

  it('finds the changed square of two flat palette pages, shrunk and at 1:1', async () => {
    const v1 = flatPalettePng(600, 400, 100);
    const v2 = flatPalettePng(600, 400, 100, { column: 3, row: 2 });
    const decode = async (png: Uint8Array, source: typeof whole, width: number, height: number) =>
      (await decodePngRegion(streamOf(png, 4096), source, width, height)) ??
      new Uint8ClampedArray();
    const whole = { x: 0, y: 0, width: 600, height: 400 };
    const small = differenceMask(
      { width: 150, height: 100, data: await decode(v1, whole, 150, 100) },
      { width: 150, height: 100, data: await decode(v2, whole, 150, 100) },
    );
    expect(small.changed).toBe(25 * 25);
    expect(changedShare(small, { x: 75, y: 50, width: 25, height: 25 })).toBe(1);
    const part = { x: 250, y: 150, width: 100, height: 100 };
    const sharp = differenceMask(
      { width: 100, height: 100, data: await decode(v1, part, 100, 100) },
      { width: 100, height: 100, data: await decode(v2, part, 100, 100) },
    );
    // The square 300..400 x 200..300 in the part's pixels.
    expect(sharp.changed).toBe(50 * 50);
    expect(changedShare(sharp, { x: 50, y: 50, width: 50, height: 50 })).toBe(1);
  });
});
