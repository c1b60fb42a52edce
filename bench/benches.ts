/** Every benchmark `npm run bench` knows, by the name that runs it alone. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export type BenchResult = Record<string, unknown>;
type Bench = () => Promise<BenchResult> | BenchResult;

export const benches: Record<string, Bench> = {
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
  lighthouse: async () => {
    // The production build as `npm run build` makes it (no test API), in a folder of its own.
    const outDir = 'bench/results/lighthouse-dist';
    if (!existsSync(`${outDir}/index.html`) || process.env.BENCH_REBUILD !== '0') {
      const env: NodeJS.ProcessEnv = { ...process.env };
      delete env.VITE_TEST_API;
      execSync(`npx vite build --logLevel error --emptyOutDir --outDir ${outDir}`, {
        stdio: 'inherit',
        env,
      });
      execSync(`npx tsx scripts/build-demo-artwork.ts ${outDir}`, { stdio: 'inherit' });
    }
    return (await import('./lighthouse')).run(outDir);
  },
  'mock-projects': async () => (await import('./mock-projects')).run(),
  'mock-annotations': async () => (await import('./mock-annotations')).run(),
  'pdf-processing': async () => (await import('./pdf-processing')).run(),
  fidelity: async () => (await import('./fidelity-pdf')).run(),
  formats: async () => (await import('./fidelity-formats')).run(),
  'pdf-render': async () => (await import('./pdf-render')).run(),
  'vector-zoom': async () => (await import('./vector-zoom')).run(),
  'layer-toggle': async () => (await import('./layer-toggle')).run(),
  dashboard: async () => (await import('./dashboard-board')).run(),
  uploads: async () => (await import('./uploads')).run(),
  reliability: async () => (await import('./reliability-faults')).run(),
  'barcode-scan': async () => (await import('./barcode-scan')).run(),
  'review-canvas': async () => (await import('./review-canvas')).run(),
  'inspect-views': async () => (await import('./inspect-views')).run(),
  'webhooks-log': async () => (await import('./webhooks-log')).run(),
  'workflow-builder': async () => (await import('./workflow-builder')).run(),
  library: async () => (await import('./library-browse')).run(),
  leaks: async () => (await import('./review-session')).run(),
  'text-compare': async () => (await import('./text-compare')).run(),
};
