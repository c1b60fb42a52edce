/**
 * Offline PDF processing in Node (issue 17: peak RSS at most 400 MB for a 20-page PDF): the
 * job (pdf-processing-job.ts) is built like the HTTP server and run by plain Node in a process
 * of its own, so the figure is the service's as `npm run offline:server` runs it, with no tsx
 * loader in the process (tsx alone rewrites pdf.js on load: 330 MB more).
 */
import { spawnSync } from 'node:child_process';
import { buildNodeService } from '../scripts/build-node-service';

export async function run(): Promise<Record<string, number | boolean>> {
  const job = await buildNodeService('bench/pdf-processing-job.ts', 'bench-pdf-processing');
  const child = spawnSync(process.execPath, [job], {
    env: { ...process.env, BENCH_PDF_PAGES: process.env.BENCH_PDF_PAGES ?? '20' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0)
    throw new Error(`pdf-processing job failed (exit ${String(child.status)})`);
  return JSON.parse(child.stdout) as Record<string, number | boolean>;
}
