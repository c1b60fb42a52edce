import type { EmailLanguage } from '@/api/types';

/** Languages the UI ships in. English is bundled; the others load on demand. */
export const supportedLanguages = ['en', 'de', 'fr', 'pl', 'es', 'he', 'uk'] as const;

/** An ISO 639-1 code from `supportedLanguages`. */
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'en';

export function isSupportedLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
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
