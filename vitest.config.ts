import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, so both workers finish together. Vitest does this once it has timed a run;
 * on a fresh clone (CI) it has no timings and went alphabetically: 195-205 s there against 168 s
 * ordered by duration, on 2 cores. There the durations recorded in scripts/vitest-durations.json
 * (`npx tsx scripts/record-vitest-durations.ts`) give the order; a file not in it runs first.
 */
const RECORDED: Record<string, number | undefined> = JSON.parse(
  readFileSync(new URL('./scripts/vitest-durations.json', import.meta.url), 'utf8'),
) as Record<string, number>;
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const path = (file: TestSpecification) => relative(root, file.moduleId).replaceAll('\\', '/');
    const timed = files.every((file) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${path(file)}`),
    );
    if (timed) return super.sort(files);
    const recorded = (file: TestSpecification) => RECORDED[path(file)] ?? Number.MAX_SAFE_INTEGER;
    // Projects stay together, as Vitest runs them one after the other.
    return [...files].sort(
      (a, b) => a.project.name.localeCompare(b.project.name) || recorded(b) - recorded(a),
    );
  }
}

/**
 * Files that need modules no earlier file has run: the drag layer's test holds the layer's
 * chunk back, which it cannot do once another file in the same worker has loaded the board
 * (React.lazy keeps what it loaded for the life of the module).
 */
const FRESH_MODULES = ['src/features/dashboard/components/drag/drag-layer-host.test.tsx'];

/**
 * Uploads from jsdom through XHR and MSW: Node 24's fetch cannot read jsdom's Blob in a FormData
 * body (it sends "[object Blob]"; Node 20's sends "undefined", which these tests do not notice).
 * Until the tests upload real bytes they run on the machine's Node only, not on Node 24.
 */
const JSDOM_UPLOADS = [
  'src/features/uploads/components/upload-panel.test.tsx',
  'src/features/assets/components/assets-tab.test.tsx',
];
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Each project names its own files: `extends` would add a shared include list to both.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [
            '**/node_modules/**',
            ...FRESH_MODULES,
            ...(NODE_MAJOR >= 24 ? JSDOM_UPLOADS : []),
          ],
        },
      },
      { extends: true, test: { name: 'fresh', include: FRESH_MODULES, isolate: true } },
    ],
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    // One process per worker for all its files, not one per file: imports (jsdom, React, the
    // offline service) are paid once per worker. The whole suite took 230 s isolated, 138 s not,
    // on 2 cores; files clean up after themselves (setup.ts's cleanup, each test its own service).
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // Vitest's default leaves one core idle; on the 2-core CI machine that halves the speed.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
