/**
 * Writes scripts/vitest-durations.json from Vitest's own timing cache of the last run. Vitest
 * orders test files longest first only once it has timed them; a fresh clone has no cache, and
 * there the recorded durations give the same order (vitest.config.ts). Run it after `vitest run`
 * when test files have come or gone, or their lengths changed a lot.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cacheRoot = 'node_modules/.vite/vitest';
const [hashDir] = readdirSync(cacheRoot);
if (!hashDir) throw new Error(`No Vitest cache in ${cacheRoot}: run \`npx vitest run\` first.`);
const cache = JSON.parse(readFileSync(join(cacheRoot, hashDir, 'results.json'), 'utf8')) as {
  results: [string, { duration: number }][];
};
const durations = Object.fromEntries(
  cache.results
    .map(([key, { duration }]) => [key.slice(key.indexOf(':') + 1), Math.round(duration)] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync('scripts/vitest-durations.json', `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${String(Object.keys(durations).length)} test files timed`);
