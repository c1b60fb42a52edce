// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './index';
import { isUiLanguage, pseudoLanguage } from './languages';
import { placeholders } from './locale-files';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize, pseudoResource } from './pseudo-locale';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('pseudo-locale', () => {
  it('accents every letter and keeps placeholders and nesting as they are', () => {
    const text = pseudoLocalize('Approve {{count}} assets for {{ name }} $t(common:appName)');
    expect(
      text.startsWith(`${PSEUDO_OPEN}Åþþŕöṽé {{count}} åššéţš ƒöŕ {{ name }} $t(common:appName)`),
    ).toBe(true);
    expect(text.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(placeholders(text)).toEqual(['count', 'name']);
    expect(text).not.toMatch(/\b(Approve|assets|for)\b/);
  });

  it('makes texts about 40 % longer, short ones more', () => {
    const sentence = 'The workflow starts when the project is created';
    expect(pseudoLocalize(sentence).length).toBeGreaterThanOrEqual(sentence.length * 1.4);
    expect(pseudoLocalize('OK').length).toBeGreaterThanOrEqual(5);
  });

  it('turns a whole nested namespace', () => {
    expect(pseudoResource({ a: { b: 'Hi' } })).toEqual({ a: { b: pseudoLocalize('Hi') } });
  });

  it('is a UI language of test builds; i18next answers it from the English files', async () => {
    expect(isUiLanguage(pseudoLanguage)).toBe(true);
    await i18n.changeLanguage(pseudoLanguage);
    expect(i18n.language).toBe(pseudoLanguage);
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('common:appName')).toBe(pseudoLocalize('Proofdesk'));
    // Lazily loaded namespaces and English plural rules come along too.
    await i18n.loadNamespaces('assets');
    expect(i18n.t('assets:facts.pages', { pages: 1, count: 1 }).startsWith('⟦1 þåĝé')).toBe(true);
  });
});
