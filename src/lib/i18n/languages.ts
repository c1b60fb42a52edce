import type { EmailLanguage } from '@/api/types';

/** Languages the UI ships in. English is bundled; the others load on demand. */
export const supportedLanguages = ['en', 'de', 'fr', 'pl', 'es', 'he', 'uk'] as const;

/** An ISO 639-1 code from `supportedLanguages`. */
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'en';

export function isSupportedLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

/** The accented pseudo-locale made from English (pseudo-locale.ts), for layout checks. */
export const pseudoLanguage = 'en-XA';

/**
 * Test builds (VITE_TEST_API=1) and unit tests offer the pseudo-locale too; production
 * builds fold this to false, so neither the option nor its code ships to people.
 */
export const pseudoLanguageEnabled =
  import.meta.env.VITE_TEST_API === '1' || import.meta.env.MODE === 'test';

/** A language the UI can be switched to: a real one, or the pseudo-locale in test builds. */
export type UiLanguage = Language | typeof pseudoLanguage;

export const uiLanguages: readonly UiLanguage[] = pseudoLanguageEnabled
  ? [...supportedLanguages, pseudoLanguage]
  : supportedLanguages;

export function isUiLanguage(value: string): value is UiLanguage {
  return (uiLanguages as readonly string[]).includes(value);
}

/** The languages an invitation e-mail comes in (the service's EmailLanguage), in picking order. */
export const emailLanguages: readonly EmailLanguage[] = [
  'English',
  'German',
  'French',
  'Polish',
  'Spanish',
  'Hebrew',
  'Ukrainian',
];

export function isEmailLanguage(value: unknown): value is EmailLanguage {
  return emailLanguages.some((language) => language === value);
}
