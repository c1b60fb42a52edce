/**
 * Offline processing of a 20-page CMYK TIFF (A4 at 150 dpi, LZW-compressed, as prepress
 * exports send it) through processUpload with the Node raster. Reports
 * the time until every page bitmap is ready and the peak resident memory while it runs.
 */
import { processUpload } from '@/offline/platform/processing/process-upload';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import { writeTiff, type TiffPageSpec } from '@/offline/platform/processing/formats/test-writers';
import { withPeakRss } from './lib/peak-rss';

const PAGES = Number(process.env.BENCH_TIFF_PAGES ?? 20);
const WIDTH = 1240;
const HEIGHT = 1754;

/** A page of soft CMYK ramps and a few solid blocks, different on every page. */
function page(index: number): TiffPageSpec {
  const values = new Array<number>(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * 4;
      const block = ((x >> 7) + (y >> 7) + index) % 5 === 0;
      values[at] = (x * 255) / WIDTH;
      values[at + 1] = (y * 255) / HEIGHT;
      values[at + 2] = block ? 255 : (index * 12) % 256;
      values[at + 3] = block ? 40 : 0;
    }
  return {
    width: WIDTH,
    height: HEIGHT,
    samples: 4,
    bits: 8,
    compression: 'lzw',
    values: values.map(Math.round),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const tiff = writeTiff(Array.from({ length: PAGES }, (_, i) => page(i)));
  // Warm-up: the first call loads the codecs.
  await processUpload({ bytes: writeTiff([page(0)]), fileName: 'warm-up.tif' }, nodeRaster);
  global.gc?.();
  const {
    result,
    ms,
    baselineRss: baseline,
    peakRss: peak,
  } = await withPeakRss(
    () => processUpload({ bytes: tiff, fileName: 'proof-cmyk.tif' }, nodeRaster),
    20,
  );
  if (!result.ok) throw new Error(result.statusMessage);
  return {
    file: `${PAGES}-page CMYK TIFF, ${WIDTH} x ${HEIGHT} px a page, LZW`,
    fileMb: Math.round(tiff.length / 1e5) / 10,
    pages: result.pages.length,
    allPagesReadyMs: Math.round(ms),
    msPerPage: Math.round(ms / PAGES),
    peakRssMb: Math.round(peak / 1e6),
    rssGrowthMb: Math.round((peak - baseline) / 1e6),
  };
}
