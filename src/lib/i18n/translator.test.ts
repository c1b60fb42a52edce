import { describe, expect, it, vi } from 'vitest';
import type { Resource, TranslatorOptions } from './translator';
import { Translator } from './translator';

const files: Record<string, Resource> = {
  'de/common': {
    save: 'Speichern',
    items_one: '{{count}} Datei',
    items_other: '{{count}} Dateien',
  },
  'pl/common': {
    items_one: '{{count}} plik',
    items_few: '{{count}} pliki',
    items_many: '{{count}} plików',
    items_other: '{{count}} pliku',
  },
  'en/board': { title: 'Board of {{owner.name}}' },
  'de/board': { title: 'Übersicht von {{owner.name}}' },
};

function translator(overrides: Partial<TranslatorOptions> = {}) {
  const missing: string[] = [];
  const load = vi.fn((language: string, namespace: string) =>
    Promise.resolve(files[`${language}/${namespace}`] ?? {}),
  );
  const instance = new Translator({
    language: 'en',
    fallbackLanguage: 'en',
    bundled: {
      en: {
        common: {
          save: 'Save',
          items_one: '{{count}} file',
          items_other: '{{count}} files',
          nested: { deep: 'Deep {{what}}' },
        },
      },
    },
    load,
    defaultNamespace: 'common',
    onMissing: (ns, key) => missing.push(`${ns}:${key}`),
    ...overrides,
  });
  return { instance, load, missing };
}

describe('Translator', () => {
  it('looks up nested keys and fills placeholders, leaving unknown ones as written', () => {
    const { instance } = translator();
    expect(instance.t('nested.deep', { what: 'text' })).toBe('Deep text');
    expect(instance.t('common:nested.deep')).toBe('Deep {{what}}');
  });

  it('picks the plural form of the language, including Polish few and many', async () => {
    const { instance } = translator();
    expect(instance.t('items', { count: 1 })).toBe('1 file');
    expect(instance.t('items', { count: 0 })).toBe('0 files');
    await instance.changeLanguage('pl');
    expect([1, 3, 5, 22, 1.5].map((count) => instance.t('items', { count }))).toEqual([
      '1 plik',
      '3 pliki',
      '5 plików',
      '22 pliki',
      '1.5 pliku',
    ]);
  });

  it('does not pick a plural form for a count given as formatted text', () => {
    const { instance } = translator();
    expect(instance.t('items_other', { count: '1,000' })).toBe('1,000 files');
  });

  it('falls back to English per key and reports a key no language has', async () => {
    const { instance, missing } = translator();
    await instance.changeLanguage('de');
    expect(instance.t('save')).toBe('Speichern');
    expect(instance.t('nested.deep', { what: 'x' })).toBe('Deep x');
    expect(instance.t('board:nothing')).toBe('nothing');
    expect(missing).toEqual(['board:nothing']);
    expect(instance.t('nope', { defaultValue: 'Default' })).toBe('Default');
  });

  it('switches only once the namespaces in use are there in the new language', async () => {
    const { instance, load } = translator();
    await instance.loadNamespaces('board');
    const seen: string[] = [];
    instance.subscribe(() =>
      seen.push(`${instance.language} ${instance.t('board:title', { owner: { name: 'Ann' } })}`),
    );
    await instance.changeLanguage('de');
    expect(seen.at(-1)).toBe('de Übersicht von Ann');
    expect(load).toHaveBeenCalledWith('de', 'board');
    expect(load).toHaveBeenCalledWith('de', 'common');
    expect(instance.hasLoadedNamespace('board')).toBe(true);
  });

  it('loads each file once however often it is asked for', async () => {
    const { instance, load } = translator();
    await Promise.all([instance.loadNamespaces('board'), instance.loadNamespaces(['board'])]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still switches when a file fails, shows English for it, and asks again on the next switch', async () => {
    let fail = true;
    const { instance } = translator({
      load: (language, namespace) =>
        fail && namespace === 'common'
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(files[`${language}/${namespace}`] ?? {}),
    });
    await instance.changeLanguage('de');
    expect(instance.language).toBe('de');
    expect(instance.t('save')).toBe('Save');
    // A failed file counts as settled, so a screen does not wait for it forever.
    expect(instance.hasLoadedNamespace('common')).toBe(true);
    await expect(instance.loadNamespaces('common')).resolves.toBeUndefined();
    fail = false;
    await instance.changeLanguage('en');
    await instance.changeLanguage('de');
    expect(instance.t('save')).toBe('Speichern');
  });

  it('gives right-to-left for Hebrew and Arabic', () => {
    const { instance } = translator();
    expect([instance.dir('he'), instance.dir('ar-EG'), instance.dir('de')]).toEqual([
      'rtl',
      'rtl',
      'ltr',
    ]);
  });
});
