import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Icons are SVG (lucide-react). Emoji and symbol characters drawn as icons show as empty boxes
 * where no emoji font is installed (many Linux desktops) and take the font's colour and size
 * instead of the app's. Sentences live in the locale files, so in TS/TSX such a character is an
 * icon; comments may name them.
 */
const ICON_CHARACTER = new RegExp(
  [
    '\\p{Extended_Pictographic}',
    '\\uFE0F', // asks for the emoji presentation of the character before it
    '\\u00D7', // ×, a close button
    '\\u2190-\\u21FF', // arrows
    '\\u22EE\\u22EF', // ⋮ ⋯, "more" menus
    '\\u2300-\\u23FF', // technical symbols (⌘, ⏏, ⏵)
    '\\u25A0-\\u25FF', // geometric shapes (▸ ▾ ● ■)
    '\\u2600-\\u27BF', // symbols and dingbats (☰ ⚠ ✓ ✕)
    '\\u27F0-\\u27FF\\u2900-\\u297F\\u2B00-\\u2BFF', // more arrows
  ]
    .map((part) => `[${part}]`)
    .join('|'),
  'gu',
);

/**
 * Files allowed to hold such characters, and why: the shortcut list names keys the way keyboards
 * print them (← → ⌘ ⇧), as text inside <kbd>, not as icons.
 */
const ALLOWED = new Set(['features/review/model/shortcuts.ts']);

const srcDir = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The offline service's seed and artwork are content (product names, label text), not UI.
    if (entry.isDirectory())
      return ['offline', 'locales', 'testing'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** Each icon character in `code` outside comments, with its line. */
export function iconCharactersIn(code: string): string[] {
  return withoutComments(code)
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(ICON_CHARACTER)].map((m) => `line ${index + 1}: ${m[0]}`),
    );
}

/**
 * Components whose <svg> is a drawing over the artwork, not an icon: the measure tools' lines,
 * boxes and trim/bleed outlines, placed in the page's own coordinates as the view zooms.
 */
const DRAWINGS = new Set(['features/review/measure/measure-graphics.tsx']);

describe('icon characters in source', () => {
  it('finds emoji and symbols used as icons, not typography or comments', () => {
    expect(iconCharactersIn(`<span aria-hidden="true">{isRoot ? '🗄' : '📁'}</span>`)).toEqual([
      'line 1: 🗄',
      'line 1: 📁',
    ]);
    expect(
      iconCharactersIn(`{expanded ? '▾' : '▸'}\n<span>⋯</span>\n{tag} ✕ ✓ × ☰ ⚠️ ↑`),
    ).toHaveLength(10);
    expect(iconCharactersIn(`t('saving') + '…'; const q = 'it’s “quoted” – 5 %';`)).toEqual([]);
    expect(
      iconCharactersIn(`// the "⋯" menu\n/** a 📁 icon */\nconst url = 'https://x.test';`),
    ).toEqual([]);
  });

  it('no TS or TSX file draws an icon with a character', () => {
    const found = sourceFiles(srcDir)
      .filter((path) => !ALLOWED.has(relative(srcDir, path).replaceAll('\\', '/')))
      .flatMap((path) =>
        iconCharactersIn(readFileSync(path, 'utf8')).map(
          (hit) => `${relative(srcDir, path)} ${hit}`,
        ),
      );
    expect(found, 'use an icon from lucide-react instead').toEqual([]);
  });

  it('no component draws an icon of its own: one icon set, lucide-react', () => {
    const drawn = sourceFiles(srcDir)
      .filter((path) => path.endsWith('.tsx'))
      .filter((path) => !DRAWINGS.has(relative(srcDir, path).replaceAll('\\', '/')))
      .filter((path) => /<svg[\s>]/.test(withoutComments(readFileSync(path, 'utf8'))))
      .map((path) => relative(srcDir, path));
    expect(drawn).toEqual([]);
  });
});
