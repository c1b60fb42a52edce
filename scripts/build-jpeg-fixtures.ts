import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCmykInkPatches } from '../tests/fixtures/jpeg-builders/cmyk-ink-patches';

/**
 * Writes the CMYK JPEGs the project makes itself to tests/fixtures/jpeg (eight ink patches,
 * Adobe CMYK and YCCK). Run again after changing a builder: `npx tsx scripts/build-jpeg-fixtures.ts`.
 */
const root = join(import.meta.dirname, '..');
const out = (name: string, bytes: Uint8Array) => {
  writeFileSync(join(root, 'tests/fixtures/jpeg', name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
};
out('cmyk-ink-patches.jpg', buildCmykInkPatches(0));
out('ycck-ink-patches.jpg', buildCmykInkPatches(2));
