import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCmykStrips } from './cmyk-strips';
import { writeCmykTiff } from '@/lib/tiff/write-cmyk-tiff';
import { openCmykSource, type CmykSource, type RawInflater } from './cmyk-source';
import {
  buildCmykView,
  CmykViewBuilder,
  joinCmykViews,
  streamCmykView,
  type CmykView,
} from './cmyk-view';

/** A page of seeded noise with a few hot spots, 4 bytes (C, M, Y, K) per pixel. */
function noisePage(width: number, height: number, seed = 7): Uint8Array {
  const raw = new Uint8Array(width * height * 4);
  let state = seed;
  for (let i = 0; i < raw.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    raw[i] = state >>> 24;
  }
  // Two pixels at 100 % of every ink, the later one must not win.
  raw.fill(255, (7 * width + 9) * 4, (7 * width + 10) * 4);
  raw.fill(255, (20 * width + 2) * 4, (20 * width + 3) * 4);
  return raw;
}

/** The view by definition: every pixel of every cell, nothing clever. */
function referenceView(raw: Uint8Array, width: number, height: number, cell: number): CmykView {
  const w = Math.ceil(width / cell);
  const h = Math.ceil(height / cell);
  const inks = new Uint8Array(w * h * 4);
  const coverage = new Uint16Array(w * h);
  let max = -1;
  let maxAt = { x: 0, y: 0 };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = raw.subarray((y * width + x) * 4, (y * width + x) * 4 + 4);
      const total = p.reduce((a, b) => a + b, 0);
      if (total > max) [max, maxAt] = [total, { x, y }];
    }
  for (let cy = 0; cy < h; cy++)
    for (let cx = 0; cx < w; cx++) {
      const sums = [0, 0, 0, 0];
      let n = 0;
      for (let y = cy * cell; y < Math.min(height, cy * cell + cell); y++)
        for (let x = cx * cell; x < Math.min(width, cx * cell + cell); x++) {
          const at = (y * width + x) * 4;
          let total = 0;
          for (let k = 0; k < 4; k++) {
            sums[k] = (sums[k] ?? 0) + (raw[at + k] ?? 0);
            total += raw[at + k] ?? 0;
          }
          coverage[cy * w + cx] = Math.max(coverage[cy * w + cx] ?? 0, total);
          n++;
        }
      sums.forEach((sum, k) => (inks[(cy * w + cx) * 4 + k] = Math.round(sum / n)));
    }
  const maxCoverage = Math.round((max / 255) * 1000) / 10;
  return { width: w, height: h, cell, inks, coverage, maxCoverage, maxAt };
}

const rawSource = (raw: Uint8Array, width: number, height: number): CmykSource => ({
  width,
  height,
  rows: (top, count) => raw.slice(top * width * 4, Math.min(height, top + count) * width * 4),
});

/** A Deflate CMYK TIFF in strips of `stripRows` rows, optionally with horizontal prediction. */
const stripTiff = (
  raw: Uint8Array,
  width: number,
  height: number,
  stripRows: number,
  { predict = false, pad = 0 }: { predict?: boolean; pad?: number } = {},
) =>
  writeCmykTiff({
    width,
    height,
    pixel: raw,
    deflate: true,
    stripRows,
    predict,
    stripPadding: pad,
  });

describe('the CMYK view', () => {
  const [width, height] = [53, 41];
  const raw = noisePage(width, height);

  it.each([
    [2048, 1],
    [18, 3],
    [11, 5],
    [8, 7],
  ])(
    'averages, maxima and the first highest pixel match the definition (long side %i cells at most: %i px a cell)',
    (side, cell) => {
      const view = buildCmykView(rawSource(raw, width, height), side);
      expect(view.cell).toBe(cell);
      expect(view).toEqual(referenceView(raw, width, height, cell));
      expect(view.maxAt).toEqual({ x: 9, y: 7 });
    },
  );

  it.each([
    [2048, 1],
    [18, 3],
    [11, 5],
    [8, 7],
  ])(
    'is the same with rows added up in WebAssembly (long side %i cells at most: %i px a cell)',
    async (side, cell) => {
      const strips = await loadCmykStrips();
      const accumulatorFor = (w: number, c: number) => strips.accumulator(w, c);
      // Three bands of whole cell rows, fed four rows at a time (runs that start and end
      // inside cell rows), as workers feed strips.
      const per = Math.ceil(Math.ceil(height / cell) / 3) * cell;
      const bands = [0, per, 2 * per].map((from) => {
        const to = Math.min(height, from + per);
        const builder = new CmykViewBuilder(width, height, side, from, to, accumulatorFor);
        for (let top = from; top < to; top += 4)
          builder.add(top, raw.subarray(top * width * 4, Math.min(to, top + 4) * width * 4));
        return builder.finish();
      });
      expect(joinCmykViews(bands)).toEqual(referenceView(raw, width, height, cell));
    },
  );

  it('adds cells of more than 257 px in script', async () => {
    const strips = await loadCmykStrips();
    expect(strips.accumulator(60_000, 258)).toBeNull();
    const wide = new CmykViewBuilder(width, height, 1, 0, height, () => null);
    wide.add(0, raw);
    expect(wide.finish()).toEqual(referenceView(raw, width, height, 53));
  });

  it('is the same built in bands and from rows at any byte offset', () => {
    const whole = referenceView(raw, width, height, 5);
    const bands = [0, 15, 30].map((from) => {
      const builder = new CmykViewBuilder(width, height, 11, from, Math.min(height, from + 15));
      for (let top = from; top < Math.min(height, from + 15); top += 4) {
        const rows = raw.subarray(top * width * 4, Math.min(height, top + 4) * width * 4);
        // Rows one byte into a buffer: not readable as 32-bit words.
        const shifted = new Uint8Array(rows.length + 1);
        shifted.set(rows, 1);
        builder.add(top, top % 8 ? rows : shifted.subarray(1));
      }
      return builder.finish();
    });
    expect(joinCmykViews(bands)).toEqual(whole);
  });

  it.each([
    ['plain', {}, false],
    ['with a predictor', { predict: true }, false],
    ['with bytes after each strip', { pad: 3 }, false],
    ['plain, by the WebAssembly inflater', {}, true],
    ['with a predictor, by the WebAssembly inflater', { predict: true }, true],
    ['with bytes after each strip, by the WebAssembly inflater', { pad: 3 }, true],
  ])('streams a strip TIFF (%s) to the exact view', async (_, options, wasm) => {
    const strips = wasm ? await loadCmykStrips() : null;
    const source = openCmykSource(stripTiff(raw, width, height, 16, options), 0, strips);
    if (!source?.stream) throw new Error('no streaming reader');
    // One instance a band, as each worker has its own.
    const bands = await Promise.all(
      [0, 20, 40].map(async (from) => {
        const own = wasm ? await loadCmykStrips() : null;
        const band = own
          ? openCmykSource(stripTiff(raw, width, height, 16, options), 0, own)
          : source;
        return streamCmykView(band ?? source, 11, from, Math.min(height, from + 20), (w, c) =>
          own ? own.accumulator(w, c) : null,
        );
      }),
    );
    expect(joinCmykViews(bands)).toEqual(referenceView(raw, width, height, 5));
    expect(source.rows(17, 2)).toEqual(raw.subarray(17 * width * 4, 19 * width * 4));
  });

  afterEach(() => vi.unstubAllGlobals());

  it("reads a strip the platform's decoder refuses with its own inflater", async () => {
    // Raw Deflate data handed to a zlib decoder: every strip is refused.
    class Refusing extends DecompressionStream {
      constructor(format: CompressionFormat) {
        super(format === 'deflate-raw' ? 'deflate' : format);
      }
    }
    vi.stubGlobal('DecompressionStream', Refusing);
    const source = openCmykSource(stripTiff(raw, width, height, 16, { pad: 3 }));
    if (!source?.stream) throw new Error('no streaming reader');
    const view = await streamCmykView(source, 11);
    expect(view).toEqual(referenceView(raw, width, height, 5));
  });

  it('reads every strip with the WebAssembly inflater, and one it refuses with the platform', async () => {
    const wasm = await loadCmykStrips();
    const calls: boolean[] = [];
    // The third strip refused, as a corrupt one would be.
    const inflater: RawInflater = {
      inflateRaw: (data, length) => {
        calls.push(true);
        return calls.length === 3 ? null : wasm.inflateRaw(data, length);
      },
    };
    const platform = vi.fn();
    class Counting extends DecompressionStream {
      constructor(format: CompressionFormat) {
        super(format);
        platform();
      }
    }
    vi.stubGlobal('DecompressionStream', Counting);
    const source = openCmykSource(stripTiff(raw, width, height, 16), 0, inflater);
    if (!source?.stream) throw new Error('no streaming reader');
    expect(await streamCmykView(source, 11)).toEqual(referenceView(raw, width, height, 5));
    expect(calls).toHaveLength(Math.ceil(height / 16));
    expect(platform).toHaveBeenCalledTimes(1);
  });

  it('streams with the WebAssembly inflater where the platform has no zlib', async () => {
    vi.stubGlobal('DecompressionStream', undefined);
    const source = openCmykSource(stripTiff(raw, width, height, 16), 0, await loadCmykStrips());
    if (!source?.stream) throw new Error('no streaming reader');
    expect(await streamCmykView(source, 11)).toEqual(referenceView(raw, width, height, 5));
  });
});
