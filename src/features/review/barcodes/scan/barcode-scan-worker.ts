/**
 * The barcode scan's own thread. zxing-cpp runs here as WebAssembly, so this worker's script
 * is served with its own Content-Security-Policy that adds 'wasm-unsafe-eval' (and nothing
 * else); the page keeps its policy without it (docs/guide/measure-barcodes-colour.md). The
 * .wasm is a file of this build, fetched from our own origin, never from a CDN.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { readPngHeader, unsupportedReason } from '@/lib/png/png-header';
import { decodePngRows } from '@/lib/png/png-stream';
import type { FoundBarcode } from './found-barcode';
import { planStrips, StripScanner, type Decode } from './strip-scanner';
import { grayDecoder } from './zxing-gray';

export interface ScanRequest {
  blob: Blob;
  /** Decoded pixels the scan may hold at once. */
  budget: number;
}

export type ScanAnswer =
  /** The strip buffer is made: this many decoded pixels are held until `done`. */
  | { type: 'started'; pixels: number }
  | { type: 'progress'; rows: number; height: number }
  | { type: 'done'; found: FoundBarcode[]; pixels: number; width: number; height: number }
  | { type: 'failed'; message: string };

// Started at once: the .wasm downloads and compiles while the page's first rows are read.
const reader = prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
  fireImmediately: true,
});
let decoder: Decode | null = null;
const decode: Decode = async (image) => {
  decoder ??= grayDecoder(await reader);
  return decoder(image);
};

const post = (answer: ScanAnswer) => self.postMessage(answer);

async function scanPng(blob: Blob, budget: number, width: number, height: number) {
  const scanner = new StripScanner(width, height, planStrips(width, height, budget), decode);
  post({ type: 'started', pixels: scanner.pixels });
  await decodePngRows(blob.stream(), async (y, row) => {
    await scanner.push(row.rgba());
    if (y % 256 === 255) post({ type: 'progress', rows: y + 1, height });
    return undefined;
  });
  return { found: await scanner.finish(), pixels: scanner.pixels };
}

/** JPEG and small or interlaced PNG pages: the browser decodes them (the review does too). */
async function scanDecoded(blob: Blob, budget: number) {
  const bitmap = await createImageBitmap(blob);
  const { width, height } = bitmap;
  const scanner = new StripScanner(width, height, planStrips(width, height, budget), decode);
  const band = Math.max(1, Math.min(height, 256));
  // The whole bitmap is alive here (pages the browser decodes are at most 16 MP).
  post({ type: 'started', pixels: scanner.pixels + width * height + width * band });
  const canvas = new OffscreenCanvas(width, band);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context in the scan worker.');
  for (let top = 0; top < height; top += band) {
    const rows = Math.min(band, height - top);
    context.clearRect(0, 0, width, band);
    context.drawImage(bitmap, 0, top, width, rows, 0, 0, width, rows);
    const data = context.getImageData(0, 0, width, rows).data;
    for (let y = 0; y < rows; y++)
      await scanner.push(data.subarray(y * width * 4, (y + 1) * width * 4));
    post({ type: 'progress', rows: top + rows, height });
  }
  bitmap.close();
  return {
    found: await scanner.finish(),
    pixels: scanner.pixels + width * height + width * band,
    width,
    height,
  };
}

self.onmessage = async (event: MessageEvent<ScanRequest>) => {
  const { blob, budget } = event.data;
  try {
    const png = readPngHeader(new Uint8Array(await blob.slice(0, 64).arrayBuffer()));
    if (png && !png.interlaced && !unsupportedReason(png)) {
      const { found, pixels } = await scanPng(blob, budget, png.width, png.height);
      post({ type: 'done', found, pixels, width: png.width, height: png.height });
    } else {
      post({ type: 'done', ...(await scanDecoded(blob, budget)) });
    }
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
