/**
 * Fidelity: every page of the fidelity corpus (src/offline/platform/processing/fidelity) through the
 * service's Node processing, compared with poppler's pdftoppm at the same pixel size.
 * Reports the share of pages within their threshold (goal 100 %) and the worst page.
 */
import { fidelityCorpus } from '@/offline/platform/processing/fidelity/corpus';
import { popplerVersion } from '@/offline/platform/processing/fidelity/poppler';
import { compareFile, type FidelityRow } from '@/offline/platform/processing/fidelity/run-fidelity';

export async function run(): Promise<Record<string, unknown>> {
  const reference = await popplerVersion();
  if (!reference) return { skipped: 'pdftoppm (poppler-utils) is not installed' };
  const rows: FidelityRow[] = [];
  const started = performance.now();
  for (const file of await fidelityCorpus()) rows.push(...(await compareFile(file)));
  const worst = rows.reduce((a, b) => (b.ssim < a.ssim ? b : a));
  const failing = rows.filter((row) => !row.pass);
  return {
    reference,
    measure: 'SSIM (lowest of R, G, B; 8 x 8 windows)',
    pages: rows.length,
    withinThresholdPercent: Math.round((1000 * (rows.length - failing.length)) / rows.length) / 10,
    worstPage: `${worst.file} p${worst.page}`,
    worstSsim: Number(worst.ssim.toFixed(4)),
    worstThreshold: worst.threshold,
    failing: failing.map((row) => `${row.file} p${row.page}: ${row.ssim.toFixed(4)}`),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
