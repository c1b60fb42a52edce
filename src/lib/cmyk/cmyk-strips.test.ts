import { readFileSync } from 'node:fs';
import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compileCmykStripsWasm,
  STRIPS_MODULE,
  stripsModuleText,
} from '../../../scripts/build-cmyk-strips-wasm';
import { loadCmykStrips } from './cmyk-strips';

/** Deterministic bytes: `alphabet` symbols, in runs of up to `run`. */
function sample(length: number, alphabet: number, run = 1, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  let value = 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    if (i % run === 0) value = (state >>> 16) % alphabet;
    bytes[i] = value;
  }
  return bytes;
}

/** Rows of 4-byte pixels as a CMYK strip holds them: gradients, stripes and flat inks. */
function cmykRows(width: number, rows: number): Uint8Array {
  const bytes = new Uint8Array(width * rows * 4);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      bytes.set([(x * 255) / width, y * 3, (x >> 4) & 1 ? 200 : 40, x > width / 2 ? 90 : 0], at);
    }
  return bytes;
}

/** Byte-equal, compared natively: vitest's deep equality walks a megabyte element by element. */
const same = (out: Uint8Array | null, data: Uint8Array) =>
  out !== null && Buffer.compare(Buffer.from(out), Buffer.from(data)) === 0;

const CASES: [string, Uint8Array][] = [
  ['empty', new Uint8Array(0)],
  ['one byte', new Uint8Array([7])],
  ['noise', sample(200_000, 256)],
  ['four symbols', sample(300_000, 4)],
  ['runs', sample(100_000, 3, 97)],
  ['zeros', new Uint8Array(1 << 20)],
  ['CMYK strip', cmykRows(2_000, 16)],
];

describe("the CMYK views' WebAssembly inflater", () => {
  it('inflates what zlib deflates, at every level and strategy', async () => {
    const inflater = await loadCmykStrips();
    for (const [name, data] of CASES)
      for (const level of [0, 1, 6, 9])
        for (const strategy of [
          constants.Z_DEFAULT_STRATEGY,
          constants.Z_FILTERED,
          constants.Z_HUFFMAN_ONLY,
          constants.Z_RLE,
          constants.Z_FIXED,
        ]) {
          const raw = deflateRawSync(data, { level, strategy });
          const out = inflater.inflateRaw(raw, data.length);
          expect(
            same(out, data),
            `${name}, level ${String(level)}, strategy ${String(strategy)}`,
          ).toBe(true);
        }
  });

  it('fills the rest of a short strip with zeros', async () => {
    const inflater = await loadCmykStrips();
    const data = sample(1_000, 16, 5);
    const out = inflater.inflateRaw(deflateRawSync(data), 1_200);
    expect(same(out?.subarray(0, 1_000) ?? null, data)).toBe(true);
    expect(out?.subarray(1_000).every((value) => value === 0)).toBe(true);
  });

  it('refuses data cut short, longer than asked for, or corrupt', async () => {
    const inflater = await loadCmykStrips();
    const data = sample(100_000, 16);
    const raw = deflateRawSync(data);
    expect(inflater.inflateRaw(raw.subarray(0, raw.length - 20), data.length)).toBeNull();
    expect(inflater.inflateRaw(raw, data.length - 1)).toBeNull();
    const corrupt = Uint8Array.from(raw);
    corrupt[10] = (corrupt[10] ?? 0) ^ 0xff;
    expect(inflater.inflateRaw(corrupt, data.length)).toBeNull();
    // A reserved block type (3), and a stored block whose length check fails.
    expect(inflater.inflateRaw(new Uint8Array([0x07, 0, 0, 0, 0]), 10)).toBeNull();
    expect(inflater.inflateRaw(new Uint8Array([0x01, 4, 0, 0, 0, 1, 2, 3, 4]), 10)).toBeNull();
    // Still usable after refusing.
    expect(same(inflater.inflateRaw(raw, data.length), data)).toBe(true);
  });

  it('puts the rows on a 32-bit boundary whatever the input length', async () => {
    const inflater = await loadCmykStrips();
    for (const length of [1_000, 1_001, 1_002, 1_003]) {
      const data = sample(length, 8);
      expect(inflater.inflateRaw(deflateRawSync(data), length)?.byteOffset).toSatisfy(
        (offset: number) => offset % 4 === 0,
      );
    }
  });

  it('grows its memory for larger strips', async () => {
    const inflater = await loadCmykStrips();
    const small = sample(1_000, 4);
    expect(same(inflater.inflateRaw(deflateRawSync(small), small.length), small)).toBe(true);
    const large = cmykRows(10_000, 16);
    expect(
      same(inflater.inflateRaw(deflateRawSync(large, { level: 1 }), large.length), large),
    ).toBe(true);
  });

  it('is built from its source as it stands', async () => {
    const binary = await compileCmykStripsWasm();
    expect(readFileSync(STRIPS_MODULE, 'utf8')).toBe(stripsModuleText(binary));
  }, 30_000);
});
