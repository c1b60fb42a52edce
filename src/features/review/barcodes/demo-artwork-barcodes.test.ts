// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { DEMO_ARTWORK, type DemoArtworkKey } from '@/offline/artwork';
import { processUpload } from '@/offline/platform/processing/process-upload';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import { bitmapMmPerPixel } from '../inspect/page-scale';
import { reportOf, type BarcodeReport } from './barcode-report';
import { planStrips, StripScanner, type Decode } from './scan/strip-scanner';
import { grayDecoder } from './scan/zxing-gray';

let decode: Decode = () => Promise.reject(new Error('zxing is not ready'));

beforeAll(async () => {
  const wasm = readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');
  const module = await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer },
    fireImmediately: true,
  });
  decode = grayDecoder(module);
}, 60_000);

/** What the barcode panel reports on page 1 of a demo artwork, as the offline demo serves it. */
async function panelOn(key: DemoArtworkKey): Promise<BarcodeReport[]> {
  const spec = DEMO_ARTWORK.find((candidate) => candidate.key === key);
  if (!spec) throw new Error(`no demo artwork ${key}`);
  const result = await processUpload(
    { bytes: await spec.generate(nodeRaster), fileName: spec.fileName },
    nodeRaster,
  );
  if (!result.ok) throw new Error(result.statusMessage);
  const png = result.pages[0]?.png ?? new Uint8Array();
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const rgba = ctx.getImageData(0, 0, image.width, image.height).data;
  const scanner = new StripScanner(
    image.width,
    image.height,
    planStrips(image.width, image.height, 32_000_000),
    decode,
  );
  for (let y = 0; y < image.height; y++)
    await scanner.push(
      new Uint8Array(rgba.buffer, rgba.byteOffset + y * image.width * 4, image.width * 4),
    );
  const mmPerPixel = bitmapMmPerPixel(png.subarray(0, 65536));
  return (await scanner.finish()).map((found) => reportOf(found, mmPerPixel));
}

describe('the barcode panel on the demo artwork gives printed sizes in mm', () => {
  // The wrap labels state 254 ppi (10 px a mm): 3.2 px modules are 0.32 mm, 97 %, and the
  // 130 px bars (13 mm) are cut to 59 % of the height at that magnification.
  const label = {
    x: 0.32,
    width: 30.4,
    height: 13,
    xInRange: true,
    magnification: 97,
    fullSize: { width: 36.17, height: 25.15 },
    barHeightPercent: 59,
    truncated: true,
  };
  // The carton flats state 76.2 ppi (3 px a mm): the side panel's EAN is read 169 px wide.
  const carton = {
    x: 0.593,
    width: 56.33,
    height: 43.33,
    xInRange: true,
    magnification: 180,
    fullSize: { width: 67.12, height: 46.67 },
    barHeightPercent: 106,
    truncated: false,
  };

  it.each([
    ['juice-label', '6414800221505', label],
    ['juice-label-v2', '6414800221505', label],
    ['jam-label', '2041005123477', label],
    ['cold-brew-label', '5012345678900', label],
    ['carton-flat', '2098765001231', carton],
    ['tea-gift-box', '5039876004589', carton],
  ] as const)(
    '%s: EAN-13 %s',
    async (key, text, size) => {
      const reports = await panelOn(key);
      expect(
        reports.map((r) => [r.found.symbology, r.found.text, r.checkDigit, r.quietZonesClear]),
      ).toEqual([['ean-13', text, 'right', true]]);
      expect(reports[0]?.size).toEqual(size);
    },
    60_000,
  );
});
