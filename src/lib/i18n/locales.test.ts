import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages';
import {
  baseKey,
  flatten,
  listLanguages,
  listNamespaces,
  placeholders,
  readNamespace,
} from './locale-files';

const englishNamespaces = listNamespaces('en');
const english = new Map(englishNamespaces.map((ns) => [ns, flatten(readNamespace('en', ns))]));
const englishBaseKeys = new Map(
  [...english].map(([ns, { flat }]) => [ns, new Set([...flat.keys()].map(baseKey))]),
);

describe('English locale files', () => {
  it('include the default namespace', () => {
    expect(englishNamespaces).toContain('common');
  });

  it.each(englishNamespaces)('%s.json holds only non-empty strings', (ns) => {
    const { flat, bad } = english.get(ns) ?? flatten({});
    expect(bad, 'non-string values').toEqual([]);
    const empty = [...flat].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty, 'empty strings').toEqual([]);
  });
});

describe('translated locale files', () => {
  const languages = listLanguages().filter((lng) => lng !== 'en');

  it('are only for supported languages', () => {
    const unsupported = languages.filter(
      (lng) => !(supportedLanguages as readonly string[]).includes(lng),
    );
    expect(unsupported).toEqual([]);
  });

  const files = languages.flatMap((lng) => listNamespaces(lng).map((ns) => [lng, ns] as const));
  it.runIf(files.length > 0).each(files)(
    '%s/%s.json uses only English keys, with the same placeholders',
    (lng, ns) => {
      const en = english.get(ns);
      expect(en, `src/locales/en/${ns}.json must exist`).toBeDefined();
      const { flat, bad } = flatten(readNamespace(lng, ns));
      expect(bad).toEqual([]);
      const known = englishBaseKeys.get(ns) ?? new Set<string>();
      const unknown = [...flat.keys()].filter((key) => !known.has(baseKey(key)));
      expect(unknown, 'keys missing in English').toEqual([]);
      const mismatched = [...flat]
        .filter(([key]) => en?.flat.has(key))
        .filter(
          ([key, text]) =>
            placeholders(text).join() !== placeholders(en?.flat.get(key) ?? '').join(),
        )
        .map(([key]) => key);
      expect(mismatched, 'placeholders differ from English').toEqual([]);
    },
  );
});

/** Plural suffixes i18next looks up for `lng` (Intl's plural categories of the language). */
function pluralSuffixes(lng: string): string[] {
  return new Intl.PluralRules(lng).resolvedOptions().pluralCategories.map((c) => `_${c}`);
}

/**
 * The keys a complete translation of `en` into `lng` has: every English key, with each
 * plural group ("x_one", "x_other") in the plural forms of `lng` ("x_one", "x_few", ...).
 */
function expectedKeys(en: Map<string, string>, lng: string): string[] {
  const keys = new Set<string>();
  for (const key of en.keys()) {
    const base = baseKey(key);
    if (base === key) keys.add(key);
    else for (const suffix of pluralSuffixes(lng)) keys.add(base + suffix);
  }
  return [...keys].sort();
}

describe('translated locale files are complete', () => {
  const files = listLanguages()
    .filter((lng) => lng !== 'en')
    .flatMap((lng) => listNamespaces(lng).map((ns) => [lng, ns] as const));

  it.runIf(files.length > 0).each(files)(
    '%s/%s.json has exactly the English keys (plurals in its own forms)',
    (lng, ns) => {
      const en = english.get(ns)?.flat ?? new Map<string, string>();
      const translated = flatten(readNamespace(lng, ns)).flat;
      expect([...translated.keys()].sort()).toEqual(expectedKeys(en, lng));
      const untranslated = [...translated].filter(([, text]) => text.trim() === '');
      expect(untranslated, 'empty strings').toEqual([]);
      // Plural forms English lacks ("_few") may use only placeholders its forms use.
      const englishPlaceholders = (base: string) =>
        new Set(
          [...en].filter(([key]) => baseKey(key) === base).flatMap(([, t]) => placeholders(t)),
        );
      const foreign = [...translated]
        .filter(([key]) => !en.has(key))
        .filter(([key, text]) =>
          placeholders(text).some((p) => !englishPlaceholders(baseKey(key)).has(p)),
        )
        .map(([key]) => key);
      expect(foreign, 'placeholders English does not have').toEqual([]);
    },
  );

  it('knows the plural forms of the languages it checks', () => {
    expect(pluralSuffixes('pl').sort()).toEqual(['_few', '_many', '_one', '_other']);
    expect(
      expectedKeys(
        new Map([
          ['n_one', 'a'],
          ['n_other', 'b'],
          ['x', 'c'],
        ]),
        'uk',
      ),
    ).toEqual(['n_few', 'n_many', 'n_one', 'n_other', 'x']);
  });
});
