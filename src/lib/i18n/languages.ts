/** Languages the UI ships in. English is bundled; the others load on demand. */
export const supportedLanguages = ['en', 'de', 'fr', 'pl', 'es', 'he', 'uk'] as const;

/** An ISO 639-1 code from `supportedLanguages`. */
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'en';

export function isSupportedLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}
