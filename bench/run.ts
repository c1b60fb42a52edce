/**
 * `npm run bench`: runs every benchmark and prints one JSON object (stdout and
 * bench/results/latest.json), then a table of what each measured against its target (stderr and
 * bench/results/latest.txt). `npm run bench -- bundle mock-projects` runs only the named ones.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benches, type BenchResult } from './benches';
import { formatTable } from './table';

const wanted = process.argv.slice(2);
const results: Record<string, BenchResult> = {};
const scratch = mkdtempSync(join(tmpdir(), 'proofdesk-bench-'));
for (const name of Object.keys(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  process.stderr.write(`bench: ${name}\n`);
  const outFile = join(scratch, `${name}.json`);
  // The same node and tsx loader as this process (process.execArgv), one process per benchmark.
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, 'bench/run-one.ts', name, outFile],
    // The child's own output goes to stderr: stdout carries only the JSON below.
    { stdio: ['ignore', 2, 'inherit'] },
  );
  if (child.status !== 0) throw new Error(`bench ${name} failed (exit ${String(child.status)})`);
  results[name] = JSON.parse(readFileSync(outFile, 'utf8')) as BenchResult;
}
rmSync(scratch, { recursive: true, force: true });
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
