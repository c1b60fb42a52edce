import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'offline' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A ring made on the spot (another colour, width, a box-shadow ring) is what drifted before.
const AD_HOC_FOCUS = /(?<![\w-])focus-visible:(?:ring|outline|shadow)[\w/[\]-]*/g;

describe('focus style', () => {
  it('every keyboard focus ring comes from focus-ring.ts', () => {
    const found = sourceFiles(srcDir)
      .filter((path) => !path.endsWith(join('components', 'ui', 'focus-ring.ts')))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(AD_HOC_FOCUS)].map(
          (m) => `${relative(srcDir, path)}: ${m[0]}`,
        ),
      );
    expect(found, 'use focusRing or focusRingInset').toEqual([]);
  });

  it('the stylesheet gives every focusable element the same ring', () => {
    const css = readFileSync(join(srcDir, 'index.css'), 'utf8');
    expect(css).toMatch(
      /:focus-visible\s*\{\s*outline: 2px solid var\(--color-blue-700\);\s*outline-offset: 2px;/,
    );
  });
});
