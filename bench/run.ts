/**
 * `npm run bench`: runs every benchmark and prints one JSON object (stdout and
 * bench/results/latest.json), then a table of what each measured against its target (stderr and
 * bench/results/latest.txt). `npm run bench -- bundle mock-projects` runs only the named ones.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { formatTable } from './table';

type BenchResult = Record<string, unknown>;
type Bench = () => Promise<BenchResult> | BenchResult;

const benches: Record<string, Bench> = {
  bundle: async () => {
    // A build of its own (the production build, as users get it), so `dist` stays the lead's.
    const outDir = 'bench/results/bundle-dist';
    if (!existsSync(`${outDir}/.vite/manifest.json`) || process.env.BENCH_REBUILD !== '0') {
      execSync(`npx vite build --logLevel error --emptyOutDir --outDir ${outDir}`, {
        stdio: 'inherit',
      });
    }
    return (await import('./bundle-size')).run(outDir);
  },
  'mock-projects': async () => (await import('./mock-projects')).run(),
  'mock-annotations': async () => (await import('./mock-annotations')).run(),
  'pdf-processing': async () => (await import('./pdf-processing')).run(),
  fidelity: async () => (await import('./fidelity-pdf')).run(),
  formats: async () => (await import('./fidelity-formats')).run(),
  'pdf-render': async () => (await import('./pdf-render')).run(),
  'vector-zoom': async () => (await import('./vector-zoom')).run(),
  dashboard: async () => (await import('./dashboard-board')).run(),
  uploads: async () => (await import('./uploads')).run(),
  reliability: async () => (await import('./reliability-faults')).run(),
  'review-canvas': async () => (await import('./review-canvas')).run(),
  'webhooks-log': async () => (await import('./webhooks-log')).run(),
  'workflow-builder': async () => (await import('./workflow-builder')).run(),
  library: async () => (await import('./library-browse')).run(),
};

const wanted = process.argv.slice(2);
const results: Record<string, BenchResult> = {};
for (const [name, bench] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  process.stderr.write(`bench: ${name}\n`);
  results[name] = await bench();
}
const out = JSON.stringify(
  { date: new Date().toISOString(), node: process.version, results },
  null,
  2,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', out + '\n');
process.stdout.write(out + '\n');
const table = formatTable(results);
writeFileSync('bench/results/latest.txt', table + '\n');
process.stderr.write(`\n${table}\n`);
