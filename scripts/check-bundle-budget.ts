/**
 * `tsx scripts/check-bundle-budget.ts [distDir]`: fails (exit 1) when the dashboard's first load
 * or a workflows route passes its gzip budget in a finished build. Sizes come from the build
 * manifest (bench/bundle-size.ts), so the check is deterministic: no timing, no browser.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dashboardFirstLoad,
  FIRST_LOAD_BUDGET_KB,
  FIRST_LOAD_TARGET_KB,
  heavyLibraries,
  measure,
  readManifest,
  workflowsRoutes,
} from '../bench/bundle-size';

const distDir = process.argv[2] ?? 'dist';
const manifest = readManifest(distDir);
const first = measure(distDir, manifest, dashboardFirstLoad(manifest));
const heavy = heavyLibraries(distDir, first.files);
const routes = workflowsRoutes(distDir, manifest);

const fileKB = (file: string) =>
  (gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
const firstOk = first.gzipKB <= FIRST_LOAD_BUDGET_KB;

const lines = [
  `Dashboard first load: ${first.gzipKB} KB gzipped (budget ${FIRST_LOAD_BUDGET_KB} KB) ${verdict(firstOk)}` +
    (first.gzipKB > FIRST_LOAD_TARGET_KB ? `; target ${FIRST_LOAD_TARGET_KB} KB not reached` : ''),
  ...first.files.map((file) => `  ${fileKB(file).padStart(7)} KB  ${file}`),
  ...routes.map(
    (r) =>
      `${r.route} adds ${r.gzipKB} KB gzipped (budget ${r.budgetKB} KB) ${verdict(r.withinBudget)}`,
  ),
];
if (heavy.length)
  lines.push(`Libraries that must load lazily are in the first load: ${heavy.join(', ')}`);
process.stdout.write(lines.join('\n') + '\n');

if (!firstOk || heavy.length > 0 || routes.some((r) => !r.withinBudget)) {
  process.stderr.write(
    'Bundle budget exceeded: keep what the first screen does not need behind a dynamic import ' +
      '(see bench/README.md, "Bundle budget").\n',
  );
  process.exit(1);
}
