import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FixtureFonts } from './text-compare-fixtures';

/** The Noto Sans files of the fixtures, read from node_modules (Node only: tests, scripts). */
export function readFixtureFonts(root = process.cwd()): FixtureFonts {
  const file = (pkg: string, name: string) =>
    new Uint8Array(readFileSync(join(root, 'node_modules/@fontsource', pkg, 'files', name)));
  const weight = (w: 400 | 700) => [
    file('noto-sans', `noto-sans-latin-${String(w)}-normal.woff`),
    file('noto-sans', `noto-sans-latin-ext-${String(w)}-normal.woff`),
    file('noto-sans', `noto-sans-cyrillic-${String(w)}-normal.woff`),
    file('noto-sans-hebrew', `noto-sans-hebrew-hebrew-${String(w)}-normal.woff`),
  ];
  return { regular: weight(400), bold: weight(700) };
}
