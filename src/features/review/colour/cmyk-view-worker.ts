/// <reference lib="webworker" />
import { openCmykSource } from '@/lib/cmyk/cmyk-source';
import { loadCmykStripsOrNull } from '@/lib/cmyk/cmyk-strips';
import { serveCmykViews } from './cmyk-view-band';

/**
 * Builds one band of a CMYK TIFF's or PSD's separations and coverage off the main thread,
 * with the views' WebAssembly (this worker's script is served with a policy that allows
 * compiling it), else with the browser's zlib and in script.
 */
const strips = loadCmykStripsOrNull();
serveCmykViews(async (bytes, page) => {
  const wasm = await strips;
  return {
    source: openCmykSource(bytes, page, wasm),
    accumulatorFor: wasm ? (width, cell) => wasm.accumulator(width, cell) : undefined,
  };
});
