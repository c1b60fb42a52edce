import { describe, expect, it } from 'vitest';
import { baseKey, flatten, listNamespaces, readNamespace } from './locale-files';
import { parseSource, readSourceFiles, speaksNamespace } from './source-keys';
import type { SourceFile } from './source-keys';

/**
 * Keys the scan cannot see being built (neither written out nor a template string such as
 * `status.${s}`, which it matches by itself), as "ns:prefix". Each entry says where.
 */
const BUILT_ELSEWHERE: readonly string[] = [];

const files = readSourceFiles();

/** Whether the app's source could ask for `ns:key` (plural suffixes already taken off). */
function used(ns: string, key: string, source: readonly SourceFile[] = files): boolean {
  const full = `${ns}:${key}`;
  if (BUILT_ELSEWHERE.some((prefix) => full.startsWith(prefix))) return true;
  return source.some(
    (file) =>
      file.literals.has(full) ||
      file.patterns.some((pattern) => pattern.test(full)) ||
      (speaksNamespace(file, ns) &&
        (file.literals.has(key) || file.patterns.some((pattern) => pattern.test(key)))),
  );
}

describe('English texts the app never asks for', () => {
  it('every English key is used by the source (translations only carry English keys)', () => {
    const unused = listNamespaces('en').flatMap((ns) =>
      [...new Set([...flatten(readNamespace('en', ns)).flat.keys()].map(baseKey))]
        .filter((key) => !used(ns, key))
        .map((key) => `${ns}:${key}`),
    );
    expect(unused, 'remove these from every language, or list how they are built').toEqual([]);
  });

  it('the scan sees literal keys, namespaced keys and template keys, and only in scope', () => {
    const sample = parseSource(
      'sample.tsx',
      [
        "const { t } = useTranslation(['tasks', 'common']);",
        "const empty = name === '' ? t('create.title') : t('library:errors.title');",
        'const status = <p title={t(`status.${task.status}`)}>{t(`url.${mode}Title`)}</p>;',
      ].join('\n'),
    );
    expect(sample.namespaces).toEqual(['tasks', 'common']);
    const only = [sample];
    expect(used('tasks', 'create.title', only)).toBe(true);
    expect(used('library', 'errors.title', only)).toBe(true);
    expect(used('tasks', 'status.Pending', only)).toBe(true);
    expect(used('refdocs', 'url.addTitle', only)).toBe(false);
    expect(used('tasks', 'url.addTitle', only)).toBe(true);
    expect(used('review', 'create.title', only)).toBe(false);
    expect(used('tasks', 'never.written', only)).toBe(false);
  });
});
