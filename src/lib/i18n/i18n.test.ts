// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, MissingTranslationError, namespaces } from './index';
import { createLocaleBackend, parseLocalePath } from './locale-backend';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('i18n instance', () => {
  it('loads every English file as a namespace, common by default', () => {
    expect(namespaces).toContain('common');
    expect(i18n.t('appName')).toBe('Proofdesk');
  });

  it('throws on a missing key under test', () => {
    expect(() => i18n.t('common:definitely.not.there')).toThrow(MissingTranslationError);
  });

  it('sets <html lang> and right-to-left direction for Hebrew', async () => {
    await i18n.changeLanguage('he');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    // Untranslated namespaces fall back to English rather than showing keys.
    expect(i18n.t('appName')).toBe('Proofdesk');
    await i18n.changeLanguage('pl');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('locale backend', () => {
  it('parses <lng>/<ns>.json paths', () => {
    expect(parseLocalePath('../../locales/de/shell.json')).toEqual({ lng: 'de', ns: 'shell' });
    expect(parseLocalePath('readme.md')).toBeNull();
  });

  it('loads the matching file lazily and answers empty for untranslated namespaces', async () => {
    let loads = 0;
    const backend = createLocaleBackend({
      '../../locales/de/common.json': () => {
        loads += 1;
        return Promise.resolve({ default: { appName: 'Proofdesk DE' } });
      },
    });
    expect(loads).toBe(0);
    const read = (lng: string, ns: string) => backend(lng, ns);
    await expect(read('de', 'common')).resolves.toEqual({ appName: 'Proofdesk DE' });
    await expect(read('de', 'shell')).resolves.toEqual({});
    expect(loads).toBe(1);
  });

  it('passes a failed load on as an error', async () => {
    const backend = createLocaleBackend({
      'x/fr/common.json': () => Promise.reject(new Error('offline')),
    });
    await expect(backend('fr', 'common')).rejects.toThrow('offline');
  });

  it('asks for more loaders once, only for a file it does not know yet', async () => {
    let asked = 0;
    const backend = createLocaleBackend(
      { 'x/en/dashboard.json': () => Promise.resolve({ default: { title: 'Dashboard' } }) },
      () => {
        asked += 1;
        return Promise.resolve({
          'x/de/dashboard.json': () => Promise.resolve({ default: { title: 'Übersicht' } }),
        });
      },
    );
    const read = (lng: string, ns: string) => backend(lng, ns);
    await expect(read('en', 'dashboard')).resolves.toEqual({ title: 'Dashboard' });
    expect(asked).toBe(0);
    await expect(read('de', 'dashboard')).resolves.toEqual({ title: 'Übersicht' });
    await expect(read('de', 'shell')).resolves.toEqual({});
    expect(asked).toBe(1);
  });

  it('asks again after the more-loaders chunk failed to load', async () => {
    let asked = 0;
    const backend = createLocaleBackend({}, () => {
      asked += 1;
      return asked === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ 'x/fr/common.json': () => Promise.resolve({ default: { a: 'b' } }) });
    });
    const read = (lng: string, ns: string) => backend(lng, ns).catch((error: unknown) => error);
    expect(await read('fr', 'common')).toBeInstanceOf(Error);
    expect(await read('fr', 'common')).toEqual({ a: 'b' });
    expect(asked).toBe(2);
  });
});
