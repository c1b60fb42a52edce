import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseKey, flatten, listNamespaces, readNamespace } from './locale-files';

// Static check of literal keys in source; the runtime missingKeyHandler catches the rest in tests.
const srcDir = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'offline' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english = new Map(
  listNamespaces('en').map((ns) => [
    ns,
    new Set([...flatten(readNamespace('en', ns)).flat.keys()].map(baseKey)),
  ]),
);

function exists(ns: string, key: string): boolean {
  return english.get(ns)?.has(key) ?? false;
}

/** Namespaces (with optional key prefixes) a file asks useTranslation for. */
function scopesOf(code: string): { ns: string; prefix: string }[] {
  const scopes = [
    ...code.matchAll(
      /useTranslation\(\s*(\[[^\]]*\]|'[^']*')?\s*(?:,\s*\{\s*keyPrefix:\s*'([^']+)')?/g,
    ),
  ].flatMap((m) => {
    const names = [...(m[1] ?? "'common'").matchAll(/'([^']+)'/g)].map((n) => n[1] ?? 'common');
    return names.map((ns) => ({ ns, prefix: m[2] ? `${m[2]}.` : '' }));
  });
  return scopes.length > 0 ? scopes : [{ ns: 'common', prefix: '' }];
}

function missingIn(path: string): string[] {
  const code = readFileSync(path, 'utf8');
  // A file that only takes a `t` as a parameter (a type import) is checked where `t` is made.
  const valueImports = code.replace(/import type [^;]*from '@\/lib\/i18n';/g, '');
  if (!/@\/lib\/i18n/.test(valueImports)) return [];
  const scopes = scopesOf(code);
  const keys = [
    ...code.matchAll(/\bt\(\s*(['"])([^'"`$]+)\1/g),
    ...code.matchAll(/i18nKey=(['"])([^'"`$]+)\1/g),
  ].map((m) => m[2] ?? '');
  return keys
    .filter((key) => {
      const colon = key.indexOf(':');
      if (colon > 0) return !exists(key.slice(0, colon), key.slice(colon + 1));
      return !scopes.some(({ ns, prefix }) => exists(ns, prefix + key));
    })
    .map((key) => `${relative(srcDir, path)}: ${key}`);
}

describe('translation keys used in source', () => {
  it('every literal t() key exists in the English files', () => {
    const missing = sourceFiles(srcDir).flatMap(missingIn);
    expect(missing).toEqual([]);
  });

  it('the scanner finds keys (guards against a regex that silently matches nothing)', () => {
    const sample =
      "const { t } = useTranslation('shell');\nt('nav.dashboard'); t('common:nope.never');";
    expect(scopesOf(sample)).toEqual([{ ns: 'shell', prefix: '' }]);
    expect([...sample.matchAll(/\bt\(\s*(['"])([^'"`$]+)\1/g)].map((m) => m[2])).toEqual([
      'nav.dashboard',
      'common:nope.never',
    ]);
  });
});
