import { bytesOfBase64 } from '@/lib/base64';
import type { RawInflater } from './cmyk-source';
import { CMYK_STRIPS_WASM_BASE64 } from './cmyk-strips-wasm.gen';
import type { RowAccumulator } from './cmyk-view';

/**
 * The CMYK views' WebAssembly (wasm/cmyk-strips): a TIFF strip inflated into the module's
 * memory, and its rows added into the view's cells there, four pixels a step. One instance
 * serves one band at a time: a view returned by either is valid until the next call.
 */
export interface CmykStrips extends RawInflater {
  /** The accumulator for a page `width` px across in cells of `cell` px (null past 257). */
  accumulator(width: number, cell: number): RowAccumulator | null;
}

interface StripsExports {
  memory: WebAssembly.Memory;
  heapBase(): number;
  inflate(input: number, inLength: number, output: number, outLength: number): number;
  addRows(rows: number, lines: number, width: number, acc: number): number;
  takeCellRow(
    acc: number,
    width: number,
    cell: number,
    down: number,
    inks: number,
    coverage: number,
  ): void;
}

/** Bytes the inflater reads past its input and writes past its output. */
const SLACK = 16;
const PAGE = 65_536;
/** The accumulator's u16 sums hold 257 rows of 255. */
const MAX_CELL = 257;
const align = (at: number) => (at + 15) & ~15;

/** A new instance of the module. */
export async function loadCmykStrips(): Promise<CmykStrips> {
  const { instance } = await WebAssembly.instantiate(bytesOfBase64(CMYK_STRIPS_WASM_BASE64));
  const wasm = instance.exports as unknown as StripsExports;
  const base = wasm.heapBase();
  // [base, work): the accumulator, its per-pixel columns then its per-cell answer; from
  // work on: the strip being inflated (input, then output) or rows copied in.
  let work = base;
  const room = (end: number) => {
    const { memory } = wasm;
    if (end > memory.buffer.byteLength)
      memory.grow(Math.ceil((end - memory.buffer.byteLength) / PAGE));
    return new Uint8Array(memory.buffer);
  };
  return {
    inflateRaw(data, length) {
      const input = work;
      // Aligned, so the rows can be read as 32-bit words.
      const output = align(input + data.length + SLACK);
      const heap = room(output + length + SLACK);
      heap.set(data, input);
      heap.fill(0, input + data.length, output);
      const written = wasm.inflate(input, data.length, output, length);
      if (written < 0) return null;
      heap.fill(0, output + written, output + length);
      return heap.subarray(output, output + length);
    },
    accumulator(width, cell) {
      if (cell > MAX_CELL) return null;
      const columns = base;
      const inks = align(columns + width * 12);
      const cells = Math.ceil(width / cell);
      const coverage = align(inks + cells * 4);
      work = align(coverage + cells * 2);
      room(work).fill(0, columns, inks);
      return {
        add(rows, lines) {
          let at = rows.byteOffset;
          if (rows.buffer !== wasm.memory.buffer) {
            room(work + rows.length).set(rows, work);
            at = work;
          }
          return wasm.addRows(at, lines, width, columns);
        },
        take(down) {
          wasm.takeCellRow(columns, width, cell, down, inks, coverage);
          return {
            inks: new Uint8Array(wasm.memory.buffer, inks, cells * 4),
            coverage: new Uint16Array(wasm.memory.buffer, coverage, cells),
          };
        },
      };
    },
  };
}

/**
 * {@link loadCmykStrips}, or null where WebAssembly may not be compiled (a policy without
 * 'wasm-unsafe-eval', say): the views are then made with the platform's zlib and in script.
 */
export function loadCmykStripsOrNull(): Promise<CmykStrips | null> {
  if (typeof WebAssembly === 'undefined') return Promise.resolve(null);
  return loadCmykStrips().catch(() => null);
}
