/**
 * The job bench/pdf-processing.ts runs, built (scripts/build-node-service.ts) and in a Node
 * process of its own, as the offline HTTP server runs: a 20-page proof (A4 landscape sheets,
 * each imposing two pages of the demo leaflet with crop marks and a slug line) through
 * processUpload with the Node raster, at the default 150 dpi. Prints, as JSON, the time until
 * every page bitmap is ready and the peak resident memory of the whole process while it runs.
 */
import { PDFDocument, rgb, StandardFonts } from '@pdfme/pdf-lib';
import { buildLeafletPdf } from '@/offline/artwork/leaflet-pdf';
import { processUpload } from '@/offline/platform/processing/process-upload';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import { withPeakRss } from './lib/peak-rss';

// BENCH_PDF_PAGES changes the page count, e.g. to show that memory stays flat as pages grow.
const PAGES = Number(process.env.BENCH_PDF_PAGES ?? 20);
const TARGET_PEAK_RSS_MB = 400;
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

function cropMarks(
  page: ReturnType<PDFDocument['addPage']>,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const mark = 12;
  const gap = 4;
  const black = rgb(0, 0, 0);
  for (const [cx, cy] of [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ] as const) {
    const dx = cx === x ? -1 : 1;
    const dy = cy === y ? -1 : 1;
    page.drawLine({
      start: { x: cx + dx * gap, y: cy },
      end: { x: cx + dx * (gap + mark), y: cy },
      thickness: 0.3,
      color: black,
    });
    page.drawLine({
      start: { x: cx, y: cy + dy * gap },
      end: { x: cx, y: cy + dy * (gap + mark) },
      thickness: 0.3,
      color: black,
    });
  }
}

/** Builds the proof document: every sheet holds two leaflet pages, text and shapes. */
async function buildProof(): Promise<Uint8Array> {
  const leaflet = await buildLeafletPdf();
  const proof = await PDFDocument.create();
  const font = await proof.embedFont(StandardFonts.Helvetica);
  const source = await PDFDocument.load(leaflet);
  const embedded = await proof.embedPages(source.getPages());
  for (let i = 0; i < PAGES; i++) {
    const page = proof.addPage(A4_LANDSCAPE);
    for (const [slot, x] of [30, 30 + 420 + 1.9].entries()) {
      const leafletPage = embedded[(i * 2 + slot) % embedded.length];
      if (!leafletPage) continue;
      page.drawPage(leafletPage, { x, y: 0 });
      cropMarks(page, x, 0, leafletPage.width, leafletPage.height);
    }
    page.drawText(
      `Proof ${i + 1}/${PAGES}  ·  Fjord & Field leaflet LF-0425  ·  imposed 2-up on A4`,
      {
        x: 30,
        y: A4_LANDSCAPE[1] - 14,
        size: 7,
        font,
      },
    );
  }
  return proof.save();
}

async function run(): Promise<Record<string, number | boolean>> {
  const bytes = await buildProof();

  // Warm-up: the first PDF loads pdf.js and its standard fonts; that is a one-time cost.
  const warmStart = performance.now();
  await processUpload({ bytes: await buildLeafletPdf(), fileName: 'warm-up.pdf' }, nodeRaster);
  const warmupMs = performance.now() - warmStart;

  const {
    result,
    ms: totalMs,
    baselineRss,
    peakRss,
  } = await withPeakRss(() => processUpload({ bytes, fileName: 'proof.pdf' }, nodeRaster), 5);

  if (!result.ok) throw new Error(`Processing failed: ${result.statusMessage}`);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    pages: result.pages.length,
    totalMs: round(totalMs),
    msPerPage: round(totalMs / result.pages.length),
    peakRssMb: round(peakRss / 1024 / 1024),
    // Growth over the warmed-up process: the engine's own share (one page bitmap at a time plus the PNGs).
    rssGrowthMb: round((peakRss - baselineRss) / 1024 / 1024),
    warmupMs: round(warmupMs),
    pngMbTotal: round(result.pages.reduce((sum, p) => sum + p.png.length, 0) / 1024 / 1024),
    // Issue 17: the whole process, tsx and pdf.js included, stays under 400 MB.
    targetPeakRssMb: TARGET_PEAK_RSS_MB,
    withinTarget: peakRss / 1024 / 1024 <= TARGET_PEAK_RSS_MB,
  };
}

process.stdout.write(JSON.stringify(await run()));
