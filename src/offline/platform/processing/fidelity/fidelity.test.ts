import { beforeAll, describe, expect, it } from 'vitest';
import { fidelityCorpus, type CorpusFile } from './corpus';
import { popplerVersion, PDFTOPPM } from './poppler';
import { compareFile, fidelityTable, type FidelityRow } from './run-fidelity';

describe('PDF fidelity against poppler (pdftoppm)', () => {
  let corpus: CorpusFile[] = [];
  const rows: FidelityRow[] = [];

  beforeAll(async () => {
    corpus = await fidelityCorpus();
  });

  it('has the reference renderer (scripts/test-all.sh installs poppler-utils)', async () => {
    expect(await popplerVersion(), `${PDFTOPPM} is missing: apt-get install poppler-utils`).toMatch(
      /pdftoppm version/,
    );
  });

  it('renders every corpus page like poppler does, within each page’s threshold', async () => {
    for (const file of corpus) rows.push(...(await compareFile(file)));
    console.log(`\n${fidelityTable(rows)}\n`);

    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(
      rows
        .filter((row) => !row.pass)
        .map((row) => `${row.file} p${row.page}: ${row.ssim.toFixed(4)}`),
    ).toEqual([]);
  }, 600_000);
});
