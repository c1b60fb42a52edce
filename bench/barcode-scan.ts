/**
 * Issue 30 item 6a: the barcode scan of a 7,087 x 4,724 px page (a 600 x 400 mm flat at
 * 300 dpi: the test carton four times, 56 symbols) against zxing-cpp run bare on the same
 * pixels in one call. The same zxing-wasm build the worker uses, in Node, so only the scan's
 * own cost (strips, overlap, measuring, bar-like shapes) is compared. Target: at most 1.2x the
 * bare run, and at most 32 MP decoded at once (the scan's strip plus the review's overview,
 * which the scan's budget leaves room for: scan-budget.ts).
 */
import { readFileSync } from 'node:fs';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { drawTestCarton } from '../src/features/review/barcodes/fixtures/test-carton';
import { scanBudget } from '../src/features/review/barcodes/scan/scan-budget';
import {
  DECODER_OPTIONS,
  planStrips,
  StripScanner,
} from '../src/features/review/barcodes/scan/strip-scanner';
import { grayDecoder } from '../src/features/review/barcodes/scan/zxing-gray';

const WIDTH = 7087;
const HEIGHT = 4724;
const RUNS = 9;
/** What the review holds when the scan starts: the page's overview at 2,048 px on its long side. */
const OVERVIEW_PIXELS = 2048 * Math.round((2048 * HEIGHT) / WIDTH);

function bigPage(): Uint8ClampedArray {
  const carton = drawTestCarton();
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255);
  for (const [ox, oy] of [
    [0, 0],
    [carton.width, 0],
    [0, carton.height],
    [carton.width, carton.height],
  ] as const)
    for (let y = 0; y < carton.height && oy + y < HEIGHT; y++) {
      const row = carton.data.subarray(y * carton.width * 4, (y + 1) * carton.width * 4);
      const width = Math.min(carton.width, WIDTH - ox);
      data.set(row.subarray(0, width * 4), ((oy + y) * WIDTH + ox) * 4);
    }
  return data;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function run() {
  const wasm = readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');
  const module = await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer },
    fireImmediately: true,
  });
  // Ours: the worker's own path (RGBA rows to luminance once, zxing-cpp on each strip).
  const decode = grayDecoder(module);
  const data = bigPage();
  const bare = async () => {
    const start = performance.now();
    // Bare: zxing-wasm's readBarcodes on the whole page's RGBA in one call.
    const results = await readBarcodes(
      { data, width: WIDTH, height: HEIGHT } as unknown as ImageData,
      DECODER_OPTIONS as ReaderOptions,
    );
    return { ms: performance.now() - start, count: results.length };
  };
  const scan = async () => {
    const start = performance.now();
    const plan = planStrips(WIDTH, HEIGHT, scanBudget(OVERVIEW_PIXELS));
    const scanner = new StripScanner(WIDTH, HEIGHT, plan, decode);
    for (let y = 0; y < HEIGHT; y++)
      await scanner.push(data.subarray(y * WIDTH * 4, (y + 1) * WIDTH * 4));
    const found = await scanner.finish();
    return { ms: performance.now() - start, count: found.length, pixels: scanner.pixels, plan };
  };
  await bare();
  const bareRuns: number[] = [];
  const oursRuns: number[] = [];
  const ratios: number[] = [];
  let last = await scan();
  let bareCount = 0;
  for (let i = 0; i < RUNS; i++) {
    const b = await bare();
    last = await scan();
    bareCount = b.count;
    bareRuns.push(b.ms);
    oursRuns.push(last.ms);
    ratios.push(last.ms / b.ms);
  }
  // Best of the interleaved runs: this machine is shared, and other work only ever adds time
  // (run to run, either side varied up to 3x in one process); the medians are kept as well.
  const oursMs = Math.round(Math.min(...oursRuns));
  const bareMs = Math.round(Math.min(...bareRuns));
  const ratio = Math.round((oursMs / bareMs) * 100) / 100;
  // The scan's strip and the review's overview beside it.
  const peakDecodedPixels = last.pixels + OVERVIEW_PIXELS;
  return {
    page: `${WIDTH} x ${HEIGHT} px (600 x 400 mm at 300 dpi), 56 symbols`,
    scan: {
      oursMs,
      bareMs,
      ratio,
      maxRatio: 1.2,
      withinTarget: ratio <= 1.2,
      medians: {
        ours: Math.round(median(oursRuns)),
        bare: Math.round(median(bareRuns)),
        pairedRatio: Math.round(median(ratios) * 100) / 100,
      },
      runs: RUNS,
      strips: last.plan,
      found: last.count,
      bareFound: bareCount,
    },
    peakPixels: {
      ours: peakDecodedPixels,
      limit: 32_000_000,
      pass: peakDecodedPixels <= 32_000_000,
      scanStrip: last.pixels,
      reviewOverview: OVERVIEW_PIXELS,
      bareHolds: WIDTH * HEIGHT,
    },
  };
}
