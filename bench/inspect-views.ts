/**
 * Inspect views benchmark (`npm run bench -- inspect-views`), issue 30 item 6b: the colour
 * tool's separation and coverage views of a 10,000 x 10,000 px CMYK page (TIFF, Deflate
 * strips), first view at most 1.2 times the review tool's own first sharp view of that page
 * (its 10,000 x 10,000 PNG rendering). Two rows each, both from what the app already has:
 * `fromOriginal`, the views worked out in the browser from the original (what a Review and
 * Approval Service without ink views gives), and `fromInkView`, from the page's ink view (an
 * extension of ours, made here by the offline service's own code,
 * src/lib/cmyk/ink-view-file.ts), its download timed. Interleaved rounds in one headless
 * Chromium; each ratio is the median of the per-round ratios.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, deflateSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { openCmykSource } from '../src/lib/cmyk/cmyk-source';
import { inkViewOf } from '../src/lib/cmyk/ink-view-file';
import { launchBenchBrowser } from './lib/browser';
import { rgbPngFile } from './lib/png';
import { serve } from './lib/static-server';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const outDir = join(root, 'bench/results/inspect-page');
const SIDE = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIMIT = 1.2;
const STRIP_ROWS = 16;

/** Ink values of the page: gradients, stripes and a 320 % rich black band. */
function inks(x: number, y: number): [number, number, number, number] {
  if (y >= 4000 && y < 4500) return [204, 153, 204, 255];
  return [
    (x * 255) / SIDE,
    (y * 255) / SIDE,
    ((x >> 6) ^ (y >> 6)) & 1 ? 200 : 40,
    (x >> 9) & 1 ? 90 : 0,
  ];
}

/** The CMYK page as a TIFF (one Deflate strip per 16 rows) and as the PNG processing makes. */
function writePages(): void {
  const strips: Buffer[] = [];
  const pngRows: Buffer[] = [];
  for (let y0 = 0; y0 < SIDE; y0 += STRIP_ROWS) {
    const raw = Buffer.alloc(STRIP_ROWS * SIDE * 4);
    const rgb = Buffer.alloc(STRIP_ROWS * (1 + SIDE * 3));
    for (let r = 0; r < STRIP_ROWS; r++)
      for (let x = 0; x < SIDE; x++) {
        const [c, m, yy, k] = inks(x, y0 + r);
        raw.set([c, m, yy, k], (r * SIDE + x) * 4);
        const white = 255 - k;
        const at = r * (1 + SIDE * 3) + 1 + x * 3;
        rgb[at] = Math.round(((255 - c) * white) / 255);
        rgb[at + 1] = Math.round(((255 - m) * white) / 255);
        rgb[at + 2] = Math.round(((255 - yy) * white) / 255);
      }
    strips.push(deflateSync(raw, { level: constants.Z_BEST_SPEED }));
    pngRows.push(rgb);
  }
  writeFileSync(
    join(outDir, 'cmyk-page.png'),
    rgbPngFile(SIDE, SIDE, deflateSync(Buffer.concat(pngRows), { level: constants.Z_BEST_SPEED })),
  );
  // Little-endian TIFF: header, strips, bits-per-sample, offsets, counts, then the IFD.
  const parts: Buffer[] = [Buffer.from([0x49, 0x49, 42, 0, 0, 0, 0, 0])];
  let size = 8;
  const offsets: number[] = [];
  for (const strip of strips) {
    offsets.push(size);
    parts.push(strip);
    size += strip.length;
  }
  const array = (values: number[], bytes: 2 | 4) => {
    const buffer = Buffer.alloc(values.length * bytes);
    values.forEach((v, i) =>
      bytes === 2 ? buffer.writeUInt16LE(v, i * 2) : buffer.writeUInt32LE(v, i * 4),
    );
    const at = size;
    parts.push(buffer);
    size += buffer.length;
    return at;
  };
  const bitsAt = array([8, 8, 8, 8], 2);
  const offsetsAt = array(offsets, 4);
  const countsAt = array(
    strips.map((s) => s.length),
    4,
  );
  const entries: [number, number, number, number][] = [
    [256, 4, 1, SIDE],
    [257, 4, 1, SIDE],
    [258, 3, 4, bitsAt],
    [259, 3, 1, 8],
    [262, 3, 1, 5],
    [273, 4, strips.length, offsetsAt],
    [277, 3, 1, 4],
    [278, 4, 1, STRIP_ROWS],
    [279, 4, strips.length, countsAt],
    [284, 3, 1, 1],
  ];
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 2 + i * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  (parts[0] as Buffer).writeUInt32LE(size, 4);
  parts.push(ifd);
  writeFileSync(join(outDir, 'cmyk-page.tif'), Buffer.concat(parts));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (value: number) => Math.round(value * 1000) / 1000;

export async function run(): Promise<Record<string, unknown>> {
  await build({
    configFile: false,
    root: join(root, 'bench/inspect-page'),
    base: './',
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: { '@': join(root, 'src') } },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  mkdirSync(outDir, { recursive: true });
  writePages();
  const inkStart = performance.now();
  const source = openCmykSource(new Uint8Array(readFileSync(join(outDir, 'cmyk-page.tif'))));
  if (!source) throw new Error('The benchmark page is not read as CMYK');
  writeFileSync(join(outDir, 'cmyk-page.inks'), inkViewOf(source));
  const inkViewProcessingMs = performance.now() - inkStart;
  const { server, origin } = await serve(outDir);
  const browser = await launchBenchBrowser({ frameTimings: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${origin}/index.html`);
    await page.waitForFunction(() => window.inspectBench !== undefined);
    const review: number[] = [];
    const views = { separations: [] as number[], coverage: [] as number[] };
    const fromOriginal = { separations: [] as number[], coverage: [] as number[] };
    const builds: number[] = [];
    const originalBuilds: number[] = [];
    let maxCoverage = NaN;
    let raster = '';
    for (let i = 0; i < RUNS; i++) {
      const sharp = await page.evaluate(
        (u) => window.inspectBench?.reviewFirstSharp(u),
        `${origin}/cmyk-page.png`,
      );
      review.push(sharp?.ms ?? NaN);
      for (const view of ['separations', 'coverage'] as const) {
        const result = await page.evaluate(
          ([u, v, i]) => window.inspectBench?.inspectView(u, v, i),
          [`${origin}/cmyk-page.tif`, view, `${origin}/cmyk-page.inks`] as const,
        );
        views[view].push(result?.ms ?? NaN);
        builds.push(result?.buildMs ?? NaN);
        maxCoverage = result?.maxCoverage ?? NaN;
        raster = result?.raster ?? '';
        const original = await page.evaluate(
          ([u, v]) => window.inspectBench?.inspectView(u, v, null),
          [`${origin}/cmyk-page.tif`, view] as const,
        );
        fromOriginal[view].push(original?.ms ?? NaN);
        originalBuilds.push(original?.buildMs ?? NaN);
        if (original?.digest !== result?.digest || original?.maxCoverage !== maxCoverage)
          throw new Error('The ink view and the original give different views');
      }
    }
    const verdict = (ms: number[]) => {
      const ratio = median(ms.map((value, i) => value / (review[i] ?? NaN)));
      return {
        medianMs: round(median(ms)),
        allMs: ms.map(round),
        baselineMedianMs: round(median(review)),
        ratio: round(ratio),
        limit: LIMIT,
        pass: ratio <= LIMIT,
      };
    };
    const original = {
      separations: verdict(fromOriginal.separations),
      coverage: verdict(fromOriginal.coverage),
      rasterBuildMedianMs: round(median(originalBuilds)),
    };
    const inkView = {
      separations: verdict(views.separations),
      coverage: verdict(views.coverage),
      rasterBuildMedianMs: round(median(builds)),
      inkViewProcessingMs: round(inkViewProcessingMs),
    };
    return {
      page: `${SIDE} x ${SIDE} px CMYK TIFF (Deflate), review bitmap ${SIDE} x ${SIDE} PNG`,
      runs: RUNS,
      reviewFirstSharpAllMs: review.map(round),
      raster,
      maxCoveragePercent: maxCoverage,
      fromOriginal: original,
      fromInkView: inkView,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(await run(), null, 2)}\n`);
}
