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

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
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
