import { describe, expect, it } from 'vitest';
import { emailLanguages, supportedLanguages } from '@/lib/i18n';
import { browserLanguage, externalLanguage, languageOfTask } from './language';

describe('languageOfTask', () => {
  it('maps every invitation language to a UI language the app ships', () => {
    const mapped = emailLanguages.map(languageOfTask);
    expect(mapped).toEqual(['en', 'de', 'fr', 'pl', 'es', 'he', 'uk']);
    expect([...supportedLanguages].sort()).toEqual([...mapped].sort());
  });

  it('defaults to English for a task without one', () => {
    expect(languageOfTask(undefined)).toBe('en');
    expect(languageOfTask(null)).toBe('en');
  });
});

describe('browserLanguage', () => {
  it('takes the first language the app speaks, by its base code', () => {
    expect(browserLanguage(['nl-NL', 'de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['UK-ua'])).toBe('uk');
    expect(browserLanguage(['pt_BR', 'es_419'])).toBe('es');
  });

  it('knows old codes and answers null when nothing fits', () => {
    expect(browserLanguage(['iw-IL'])).toBe('he');
    expect(browserLanguage(['nl', 'sv'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});

describe('externalLanguage', () => {
  it("prefers the reviewer's choice, then the task, then the browser", () => {
    expect(externalLanguage({ chosen: 'fr', task: 'German', browser: ['pl'] })).toBe('fr');
    expect(externalLanguage({ chosen: null, task: 'Hebrew', browser: ['pl'] })).toBe('he');
    expect(externalLanguage({ chosen: null, task: undefined, browser: ['pl-PL'] })).toBe('pl');
    expect(externalLanguage({ chosen: null, task: null, browser: ['ja'] })).toBe('en');
  });

  it("speaks the invitation link's language before the task is known", () => {
    const before = { chosen: null, task: null, browser: ['en-US'] };
    expect(externalLanguage({ ...before, link: 'de' })).toBe('de');
    expect(externalLanguage({ ...before, link: 'he' })).toBe('he');
    // The link's word wins over the task's, the reviewer's own choice over both; nonsense is
    // ignored.
    expect(externalLanguage({ ...before, task: 'Polish', link: 'de' })).toBe('de');
    expect(externalLanguage({ ...before, task: 'Polish', link: 'xx' })).toBe('pl');
    expect(externalLanguage({ ...before, chosen: 'fr', link: 'de' })).toBe('fr');
    expect(externalLanguage({ ...before, link: 'xx' })).toBe('en');
  });
});
