/**
 * Builds a Node entry of the offline service (the HTTP server, a benchmark's job) into one ES
 * module under node_modules/.cache/proofdesk-node/<name>/, its packages left to node_modules.
 * Run built, the service loads pdf.js as it is: under tsx its two large modules are rewritten
 * and given source maps on the fly, which cost 330 MB of memory and a second at the first PDF
 * (a warmed-up service: 469-527 MB under tsx, 156-159 MB built).
 *
 * `tsx scripts/build-node-service.ts` builds the HTTP server (`npm run offline:server` runs it).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds `entry` (a path from the project root); returns the built file's path. */
export async function buildNodeService(entry: string, name: string): Promise<string> {
  const outDir = `${root}node_modules/.cache/proofdesk-node/${name}`;
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': `${root}src` } },
    build: {
      ssr: `${root}${entry}`,
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'main.js' } },
    },
  });
  return `${outDir}/main.js`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildNodeService('scripts/offline-server.ts', 'offline-server');
}
