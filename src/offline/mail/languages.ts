import type { EmailLanguage } from '@/api/types';

/** An e-mail language: its name (as the contract spells it), ISO 639-1 code and BCP 47 locale. */
interface LanguageInfo {
  name: EmailLanguage;
  code: string;
  locale: string;
  /** Right-to-left script (Hebrew). */
  rtl: boolean;
}

/** The seven languages of spec.md's emailLanguage, English first (the default). */
export const EMAIL_LANGUAGES: readonly LanguageInfo[] = [
  { name: 'English', code: 'en', locale: 'en-GB', rtl: false },
  { name: 'German', code: 'de', locale: 'de-DE', rtl: false },
  { name: 'French', code: 'fr', locale: 'fr-FR', rtl: false },
  { name: 'Polish', code: 'pl', locale: 'pl-PL', rtl: false },
  { name: 'Spanish', code: 'es', locale: 'es-ES', rtl: false },
  { name: 'Hebrew', code: 'he', locale: 'he-IL', rtl: true },
  { name: 'Ukrainian', code: 'uk', locale: 'uk-UA', rtl: false },
];

export const DEFAULT_EMAIL_LANGUAGE: EmailLanguage = 'English';

/** Accepts a language name or its ISO code, case-insensitively; undefined for anything else. */
export function parseEmailLanguage(text: string): EmailLanguage | undefined {
  const wanted = text.trim().toLowerCase();
  return EMAIL_LANGUAGES.find((lang) => lang.name.toLowerCase() === wanted || lang.code === wanted)
    ?.name;
}

export function languageInfo(name: EmailLanguage): LanguageInfo {
  return EMAIL_LANGUAGES.find((lang) => lang.name === name) ?? (EMAIL_LANGUAGES[0] as LanguageInfo);
}
