import { createCanvas } from '@napi-rs/canvas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodedPixels } from './decoded-pixels';
import { FillingOverview } from './filling-overview';
import type { OverviewBand } from './page-images';

const TARGET = { width: 40, height: 30 };
const PAGE = { width: 400, height: 300 };

/** A band of `height` overview rows from `y`, in one colour; `closed` tells whether it was freed. */
function band(y: number, height: number) {
  const surface = createCanvas(TARGET.width, height);
  const ctx = surface.getContext('2d');
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, TARGET.width, height);
  const state = { closed: false };
  const bitmap = Object.assign(surface, { close: () => (state.closed = true) });
  return { band: { y, height, bitmap: bitmap as unknown as ImageBitmap }, state };
}

beforeEach(() => {
  vi.stubGlobal('document', { createElement: () => createCanvas(1, 1) });
});
afterEach(() => vi.unstubAllGlobals());

describe('an overview that fills in from the top', () => {
  it('never holds fewer rows when a decode read again from the top sends its first rows again', () => {
    const overview = new FillingOverview(TARGET, PAGE);
    overview.add(band(0, 20).band);
    overview.add(band(0, 5).band);
    expect(overview.pageRows).toBe(200);
    overview.close();
  });

  it('asks the decoder for the rows a view needs, in its own rows, once each and not once in', () => {
    const asked: number[] = [];
    const overview = new FillingOverview(TARGET, PAGE, (rows) => asked.push(rows));
    // Page rows down to 95 are overview rows down to 9.5: the 10th must come.
    overview.want(95);
    overview.want(95);
    overview.want(50);
    overview.add(band(0, 20).band);
    overview.want(150);
    overview.want(280);
    overview.close();
    overview.want(300);
    expect(asked).toEqual([10, 28]);
  });

  it('tells its listeners each band’s page rows, exactly, and frees the band after them', async () => {
    const before = decodedPixels.current();
    const overview = new FillingOverview(TARGET, PAGE);
    expect(decodedPixels.current() - before).toBe(TARGET.width * TARGET.height);
    const heard: OverviewBand[] = [];
    overview.onChange((b) => heard.push({ ...b }));
    const first = band(0, 7);
    overview.add(first.band);
    await overview.firstRows;
    // 7 of 30 overview rows: 70 page rows, the count rounded down for sharpness checks.
    expect(overview.pageRows).toBe(70);
    expect(first.state.closed).toBe(true);
    overview.add(band(7, 23).band);
    expect(overview.pageRows).toBe(PAGE.height);
    expect(heard.map(({ top, bottom, last }) => ({ top, bottom, last }))).toEqual([
      { top: 0, bottom: 70, last: false },
      { top: 70, bottom: 300, last: true },
    ]);
    const ctx = overview.canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
    expect([...ctx.getImageData(20, 29, 1, 1).data]).toEqual([255, 0, 0, 255]);
    overview.close();
    expect(decodedPixels.current()).toBe(before);
  });

  it('tells of a failure below the rows shown, also to a listener that comes later', async () => {
    const overview = new FillingOverview(TARGET, PAGE);
    const early = vi.fn();
    overview.onFailure(early);
    overview.add(band(0, 5).band);
    const error = new Error('cut short');
    overview.fail(error);
    expect(early).toHaveBeenCalledWith(error);
    const late = vi.fn();
    overview.onFailure(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledWith(error);
    overview.close();
  });

  it('frees bands that come after it was closed, and tells nobody', () => {
    const overview = new FillingOverview(TARGET, PAGE);
    const listener = vi.fn();
    overview.onChange(listener);
    overview.close();
    const late = band(0, 5);
    overview.add(late.band);
    expect(late.state.closed).toBe(true);
    expect(listener).not.toHaveBeenCalled();
  });
});
