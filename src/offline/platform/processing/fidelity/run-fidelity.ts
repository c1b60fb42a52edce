import { createCanvas, loadImage } from '@napi-rs/canvas';
import { processUpload } from '../process-upload';
import { nodeRaster } from '../raster-node';
import type { CorpusFile } from './corpus-types';
import { popplerPage } from './poppler';
import { ssim, type Rgba } from './similarity';

/** Pages that look the same to a person score above this; files may set their own (with a reason). */
export const DEFAULT_THRESHOLD = 0.9;

/** One compared page. */
export interface FidelityRow {
  file: string;
  page: number;
  width: number;
  height: number;
  ssim: number;
  threshold: number;
  pass: boolean;
}

export async function decodePng(png: Uint8Array): Promise<Rgba> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: ctx.getImageData(0, 0, image.width, image.height).data,
  };
}

/**
 * Puts every page of `file` through the service's Node processing (the same path as an
 * upload) and compares its page bitmap with poppler's rendering at the same pixel size.
 */
export async function compareFile(file: CorpusFile): Promise<FidelityRow[]> {
  const result = await processUpload(
    { bytes: file.bytes, fileName: `${file.name}.pdf` },
    nodeRaster,
  );
  if (!result.ok) throw new Error(`${file.name} did not process: ${result.statusMessage}`);
  const threshold = file.threshold ?? DEFAULT_THRESHOLD;
  const rows: FidelityRow[] = [];
  for (const [index, page] of result.pages.entries()) {
    let reference = await popplerPage(file.bytes, index + 1, page.width, page.height);
    // pdftoppm sizes a /Rotate 90 or 270 page before turning it: ask again with the sides swapped.
    if (reference.width !== page.width)
      reference = await popplerPage(file.bytes, index + 1, page.height, page.width);
    const score = ssim(await decodePng(page.png), reference);
    rows.push({
      file: file.name,
      page: index + 1,
      width: page.width,
      height: page.height,
      ssim: score,
      threshold,
      pass: score >= threshold,
    });
  }
  return rows;
}

/** The table the suite prints: page, measure, threshold, pass. */
export function fidelityTable(rows: readonly FidelityRow[]): string {
  const width = Math.max(...rows.map((row) => row.file.length + 4), 20);
  const lines = [
    `${'page'.padEnd(width)}  ${'size'.padEnd(11)}  SSIM    min     pass`,
    ...rows.map(
      (row) =>
        `${`${row.file} p${row.page}`.padEnd(width)}  ${`${row.width}x${row.height}`.padEnd(11)}  ${row.ssim.toFixed(4)}  ${row.threshold.toFixed(2)}    ${row.pass ? 'yes' : 'NO'}`,
    ),
  ];
  const passed = rows.filter((row) => row.pass).length;
  const worst = rows.reduce((a, b) => (b.ssim < a.ssim ? b : a));
  lines.push(
    `${passed}/${rows.length} pages within threshold; worst ${worst.file} p${worst.page} SSIM ${worst.ssim.toFixed(4)}`,
  );
  return lines.join('\n');
}
