import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { colourCorpus } from './corpus-colour';
import { geometryCorpus } from './corpus-geometry';
import { shadingCorpus } from './corpus-shadings';
import type { CorpusFile } from './corpus-types';

export type { CorpusFile } from './corpus-types';

/** Real-world PDFs from the pdf.js test suite (Apache-2.0), copied into tests/fixtures/pdf. */
async function fixtureCorpus(): Promise<CorpusFile[]> {
  const dir = join(process.cwd(), 'tests/fixtures/pdf');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.pdf')).sort();
  return Promise.all(
    names.map(async (name) => ({
      name: `fixture:${name}`,
      bytes: new Uint8Array(await readFile(join(dir, name))),
      ...(name === 'tracemonkey.pdf' && {
        threshold: 0.85,
        thresholdReason:
          'pages of 9 pt text: glyph rasterisation (FreeType hinting in poppler, pdf.js glyph paths on Skia) differs at every letter edge',
      }),
    })),
  );
}

/** The whole fidelity corpus: made in code (every shading type, colour, transparency, geometry, fonts) plus the fixtures. */
export async function fidelityCorpus(): Promise<CorpusFile[]> {
  return [
    ...(await shadingCorpus()),
    ...(await colourCorpus()),
    ...(await geometryCorpus()),
    ...(await fixtureCorpus()),
  ];
}
