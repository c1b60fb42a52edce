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
