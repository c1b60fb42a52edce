import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBitmapGlobals } from './bitmap-test-stubs';
import { BoxResampler } from './box-resample';
import { rgbTestPng, streamOf } from './png-test-files';
import { decodePngRegion, type FinishedRows } from './region-decode';
import { BAND_MS, BANDS_AHEAD, BandSender, bandRows, type RowBand } from './row-bands';

const W = 40;
const H = 64;
const png = rgbTestPng(W, H);
const whole = { x: 0, y: 0, width: W, height: H };

describe('a decode that keeps only the rows of one band', () => {
  it('gives the same rows, taken band by band, as a decode that keeps them all', async () => {
    const all = await decodePngRegion(streamOf(png, 64), whole, 20, 32);
    const taken: number[] = [];
    const told: number[] = [];
    let lastTaken = 0;
    await decodePngRegion(
      streamOf(png, 64),
      whole,
      20,
      32,
      () => false,
      (rows, finished) => {
        told.push(rows);
        // Taken when full, as the band sender does (and once more at the end).
        if (!finished.full && rows < 32) return;
        const band = finished.takeRows();
        expect(band.y).toBe(lastTaken);
        lastTaken = band.y + band.height;
        taken.push(...band.pixels);
      },
      5,
    );
    expect(told).toHaveLength(32);
    expect(taken).toEqual([...(all ?? [])]);
  });

  it('refuses to write a row over finished ones that were not taken', () => {
    const box = new BoxResampler({ x: 0, y: 0, width: 2, height: 4 }, 2, 4, 2);
    const row = {
      raw: new Uint8Array(8),
      channels: 4,
      direct: true,
      rgba: () => new Uint8Array(8),
    };
    box.addRow(0, row);
    box.addRow(1, row);
    expect(box.full).toBe(true);
    expect(() => box.addRow(2, row)).toThrow(RangeError);
    expect(box.takeRows()).toMatchObject({ y: 0, height: 2 });
    expect(box.full).toBe(false);
    box.addRow(2, row);
    expect(box.takeRows()).toMatchObject({ y: 2, height: 1 });
  });

  it('keeps a quarter of a megapixel in a band, and at least a row', () => {
    expect(bandRows(2048)).toBe(128);
    expect(bandRows(1_000_000)).toBe(1);
  });
});

describe('the decoder’s band sender', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubBitmapGlobals();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Finished rows as a decode with a band of `kept` rows holds them, `done` of them so far. */
  function rowsOf(kept: number) {
    let first = 0;
    const state = { done: 0 };
    const rows: FinishedRows = {
      pixels: new Uint8ClampedArray(kept * 4),
      get rowsDone() {
        return state.done;
      },
      get full() {
        return state.done - first >= kept;
      },
      takeRows() {
        const y = first;
        first = state.done;
        return { y, height: state.done - y, pixels: new Uint8ClampedArray((state.done - y) * 4) };
      },
    };
    return { rows, state };
  }

  it('sends a band every BAND_MS, or sooner when the decoder’s band is full', async () => {
    const sent: RowBand[] = [];
    const sender = new BandSender(1, (band) => sent.push(band));
    const { rows, state } = rowsOf(10);
    state.done = 3;
    expect(sender.finished(rows)).toBeUndefined();
    vi.advanceTimersByTime(BAND_MS);
    state.done = 4;
    await sender.finished(rows);
    state.done = 14;
    await sender.finished(rows);
    expect(sent.map(({ y, height }) => [y, height])).toEqual([
      [0, 4],
      [4, 10],
    ]);
    state.done = 15;
    expect(await sender.last(rows)).toMatchObject({ y: 14, height: 1 });
  });

  it('sends the rows the page’s view needs as soon as they are finished', async () => {
    const sent: RowBand[] = [];
    const sender = new BandSender(1, (band) => sent.push(band));
    const { rows, state } = rowsOf(100);
    sender.want(6);
    state.done = 5;
    expect(sender.finished(rows)).toBeUndefined();
    state.done = 6;
    await sender.finished(rows);
    expect(sent.map(({ y, height }) => [y, height])).toEqual([[0, 6]]);
    // Sent already: the next rows wait for their band.
    state.done = 7;
    expect(sender.finished(rows)).toBeUndefined();
  });

  it('holds the decoder while BANDS_AHEAD bands wait for the page, and lets go when one is taken or it stops', async () => {
    const sent: RowBand[] = [];
    const sender = new BandSender(1, (band) => sent.push(band));
    const { rows, state } = rowsOf(1);
    for (let i = 1; i <= BANDS_AHEAD; i++) {
      state.done = i;
      await sender.finished(rows);
    }
    state.done = BANDS_AHEAD + 1;
    let through = false;
    const held = sender.finished(rows)?.then(() => (through = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(through).toBe(false);
    expect(sent).toHaveLength(BANDS_AHEAD);
    sender.taken();
    await held;
    expect(sent).toHaveLength(BANDS_AHEAD + 1);
    state.done = BANDS_AHEAD + 2;
    const stopped = sender.finished(rows);
    sender.stop();
    await stopped;
    expect(sent).toHaveLength(BANDS_AHEAD + 2);
  });
});
