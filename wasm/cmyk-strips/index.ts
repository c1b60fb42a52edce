// The CMYK views' WebAssembly (AssemblyScript): a TIFF strip's Deflate data inflated, then its
// rows added into the view's cells, in one module so the rows never leave its memory.
// `npx tsx scripts/build-cmyk-strips-wasm.ts` compiles it into src/lib/cmyk/cmyk-strips-wasm.gen.ts.
export { heapBase, inflate } from './inflate';
export { addRows, takeCellRow } from './reduce';
