import { describe, expect, it } from 'vitest';
import { BoxResampler } from './box-resample';
import { PngReadError } from './png-header';
import { decodePngRows, type PngRow } from './png-stream';
import { encodeTestPng, streamOf, type TestPng } from './png-test-files';

const W = 5;
const H = 6;

/** Deterministic but irregular samples, so every filter predicts something different. */
function rows(bytesPerRow: number, height = H): Uint8Array[] {
  return Array.from({ length: height }, (_, y) =>
    Uint8Array.from(
      { length: bytesPerRow },
      (_, i) => (i * 37 + y * 91 + ((i * y) % 13) * 17) & 255,
    ),
  );
}

async function decode(png: Uint8Array, pieceSize = 7): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  await decodePngRows(streamOf(png, pieceSize), (_, row) => {
    out.push(row.rgba().slice());
  });
  return out;
}

/** The RGBA the decoder must give for each raw row of `spec`. */
function expected(spec: TestPng, toRgba: (row: Uint8Array, x: number) => number[]): number[][] {
  return spec.rows.map((row) =>
    Array.from({ length: spec.width }, (_, x) => toRgba(row, x)).flat(),
  );
}

const FILTERS = [0, 1, 2, 3, 4];

describe('streaming PNG decoder', () => {
  it.each(FILTERS)('undoes filter %i on 8-bit RGBA', async (filter) => {
    const spec = { width: W, height: H, colorType: 6, rows: rows(W * 4), filters: [filter] };
    const got = await decode(encodeTestPng(spec));
    expect(got.map((r) => [...r])).toEqual(spec.rows.map((r) => [...r]));
  });

  it.each(FILTERS)('undoes filter %i on 8-bit RGB, opaque', async (filter) => {
    const spec = { width: W, height: H, colorType: 2, rows: rows(W * 3), filters: [filter] };
    const want = expected(spec, (r, x) => [
      r[x * 3] ?? 0,
      r[x * 3 + 1] ?? 0,
      r[x * 3 + 2] ?? 0,
      255,
    ]);
    expect((await decode(encodeTestPng(spec))).map((r) => [...r])).toEqual(want);
  });

  it.each(FILTERS)('undoes filter %i on 8-bit grey and grey with alpha', async (filter) => {
    const grey = { width: W, height: H, colorType: 0, rows: rows(W), filters: [filter] };
    const g = grey.rows;
    expect((await decode(encodeTestPng(grey))).map((r) => [...r])).toEqual(
      expected(grey, (r, x) => [r[x] ?? 0, r[x] ?? 0, r[x] ?? 0, 255]),
    );
    const ga = { width: W, height: H, colorType: 4, rows: rows(W * 2), filters: [filter] };
    expect((await decode(encodeTestPng(ga))).map((r) => [...r])).toEqual(
      expected(ga, (r, x) => [r[x * 2] ?? 0, r[x * 2] ?? 0, r[x * 2] ?? 0, r[x * 2 + 1] ?? 0]),
    );
    expect(g).toHaveLength(H);
  });

  it('mixes filters row by row, reads 16-bit samples by their high byte', async () => {
    const spec = { width: W, height: H, colorType: 2, bitDepth: 16, rows: rows(W * 6) };
    const got = await decode(encodeTestPng({ ...spec, filters: [4, 1, 0, 3, 2] }));
    expect(got.map((r) => [...r])).toEqual(
      expected(spec, (r, x) => [r[x * 6] ?? 0, r[x * 6 + 2] ?? 0, r[x * 6 + 4] ?? 0, 255]),
    );
  });

  it('maps palette indices through PLTE and tRNS', async () => {
    const palette = Uint8Array.from({ length: 256 * 3 }, (_, i) => (i * 7) & 255);
    const spec = {
      width: W,
      height: H,
      colorType: 3,
      rows: rows(W),
      palette,
      transparency: Uint8Array.of(0, 128),
      filters: [1, 2],
    };
    const alpha = (index: number) => (index === 0 ? 0 : index === 1 ? 128 : 255);
    expect((await decode(encodeTestPng(spec), 1000)).map((r) => [...r])).toEqual(
      expected(spec, (r, x) => {
        const i = r[x] ?? 0;
        return [palette[i * 3] ?? 0, palette[i * 3 + 1] ?? 0, palette[i * 3 + 2] ?? 0, alpha(i)];
      }),
    );
  });

  it('stops reading when the rows are no longer wanted', async () => {
    const png = encodeTestPng({ width: W, height: 40, colorType: 6, rows: rows(W * 4, 40) });
    const seen: number[] = [];
    await decodePngRows(streamOf(png), (y) => {
      seen.push(y);
      return y < 2;
    });
    expect(seen).toEqual([0, 1, 2]);
  });
});

describe('pages the decoder cannot read', () => {
  const reasonOf = (png: Uint8Array) =>
    decode(png).then(
      () => 'read',
      (error: unknown) => (error instanceof PngReadError ? error.reason : String(error)),
    );
  const good = encodeTestPng({ width: W, height: H, colorType: 6, rows: rows(W * 4) });

  it('refuses interlaced PNGs clearly (they go to the browser decoder)', async () => {
    const interlaced = encodeTestPng({
      width: W,
      height: H,
      colorType: 6,
      rows: rows(W * 4),
      interlaced: true,
    });
    await expect(reasonOf(interlaced)).resolves.toBe('unsupported');
  });

  it('tells a truncated file, a damaged one and one that is not a PNG apart', async () => {
    await expect(reasonOf(good.slice(0, good.length - 40))).resolves.toBe('truncated');
    const damaged = good.slice();
    damaged.fill(0x55, 45, 60);
    await expect(reasonOf(damaged)).resolves.toBe('corrupt');
    await expect(reasonOf(new TextEncoder().encode('<html>not found</html>'))).resolves.toBe(
      'not-png',
    );
  });
});

describe('box resampling of a row stream', () => {
  const rgbaRow = (width: number, y: number) =>
    Uint8Array.from({ length: width * 4 }, (_, i) => (i % 4 === 3 ? 255 : (i * 10 + y) & 255));
  const rowOf = (rgba: Uint8Array): PngRow => ({
    raw: rgba,
    channels: 4,
    direct: true,
    rgba: () => rgba,
  });

  it('copies a region exactly at 1:1, in the page’s own pixels', () => {
    const box = new BoxResampler({ x: 2, y: 1, width: 3, height: 2 }, 3, 2);
    for (let y = 0; y < 4; y++) box.addRow(y, rowOf(rgbaRow(8, y)));
    expect([...box.pixels.subarray(0, 12)]).toEqual([...rgbaRow(8, 1).subarray(8, 20)]);
    expect([...box.pixels.subarray(12, 24)]).toEqual([...rgbaRow(8, 2).subarray(8, 20)]);
    expect(box.wants(3)).toBe(false);
    expect(box.done).toBe(true);
  });

  it('averages each 2 x 2 block when halving', () => {
    const box = new BoxResampler({ x: 0, y: 0, width: 4, height: 2 }, 2, 1);
    box.addRow(
      0,
      rowOf(Uint8Array.from([0, 0, 0, 255, 100, 0, 0, 255, 10, 0, 0, 255, 20, 0, 0, 255])),
    );
    box.addRow(
      1,
      rowOf(Uint8Array.from([0, 0, 0, 255, 100, 0, 0, 255, 10, 0, 0, 255, 20, 0, 0, 255])),
    );
    expect([...box.pixels]).toEqual([50, 0, 0, 255, 15, 0, 0, 255]);
  });

  it('samples every other row and column when shrinking 4x or more, from RGB rows too', () => {
    const box = new BoxResampler({ x: 0, y: 0, width: 8, height: 8 }, 2, 2);
    for (let y = 0; y < 8; y++) {
      const raw = Uint8Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? (i / 3) * 10 : y));
      box.addRow(y, { raw, channels: 3, direct: true, rgba: () => new Uint8Array(0) });
    }
    // Columns 0 and 2 (red 0, 20) and rows 0 and 2 (green 0, 2) make the first pixel.
    expect([...box.pixels.subarray(0, 4)]).toEqual([10, 1, 1, 255]);
  });
});
