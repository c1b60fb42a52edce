import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the reference renderer is; `scripts/test-all.sh` installs poppler-utils when it is missing. */
export const PDFTOPPM = process.env.PDFTOPPM ?? '/usr/bin/pdftoppm';

/** pdftoppm's version line, or null when it is not installed. */
export async function popplerVersion(): Promise<string | null> {
  try {
    const { stderr, stdout } = await run(PDFTOPPM, ['-v']);
    return (stderr || stdout).split('\n')[0]?.trim() ?? null;
  } catch {
    return null;
  }
}

/**
 * Renders one page (1-based) of a PDF with poppler's pdftoppm at exactly `width` x `height`
 * pixels, using the crop box as pdf.js does, and answers the PNG's bytes.
 */
export async function popplerPage(
  pdf: Uint8Array,
  page: number,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'fidelity-'));
  try {
    const input = join(dir, 'in.pdf');
    await writeFile(input, pdf);
    const out = join(dir, 'page');
    const args = ['-png', '-cropbox', '-singlefile', '-f', String(page), '-l', String(page)];
    args.push('-scale-to-x', String(width), '-scale-to-y', String(height), input, out);
    await run(PDFTOPPM, args, { maxBuffer: 1 << 20 });
    return new Uint8Array(await readFile(`${out}.png`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
