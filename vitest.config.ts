import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The PDF fidelity suite runs for most of a minute: started last (a fresh clone has no timings
 * for Vitest's own order), it kept one worker busy long after the other had finished.
 */
const LONGEST_FILES = /[\\/](fidelity\.test\.ts|workflows-simulation\.test\.ts)$/;
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => LONGEST_FILES.test(file.moduleId);
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}

/**
 * Files that need modules no earlier file has run: the drag layer's test holds the layer's
 * chunk back, which it cannot do once another file in the same worker has loaded the board
 * (React.lazy keeps what it loaded for the life of the module).
 */
const FRESH_MODULES = ['src/features/dashboard/components/drag/drag-layer-host.test.tsx'];

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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...FRESH_MODULES],
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
