import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildFindText } from '../tests/fixtures/pdf-builders/find-text';
import { buildLayeredCarton } from '../tests/fixtures/pdf-builders/layered-carton';

/**
 * Writes the PDFs the project makes itself to tests/fixtures/pdf (find in four scripts, a
 * layered carton and its second version). Run again after changing a builder: `npx tsx scripts/build-pdf-fixtures.ts`.
 */
const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const mono = readFileSync(join(root, 'tests/fixtures/fonts/DejaVuSansMono.ttf'));
const hebrew = readFileSync(
  require.resolve('@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff'),
);
const out = (name: string, bytes: Uint8Array) => {
  writeFileSync(join(root, 'tests/fixtures/pdf', name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
};
out('find-four-scripts.pdf', await buildFindText(mono, hebrew));
out('layered-carton.pdf', await buildLayeredCarton(mono));
out('layered-carton-v2.pdf', await buildLayeredCarton(mono, { secondVersion: true }));
