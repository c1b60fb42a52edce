import type { EmailLanguage } from '@/api/types';
import { defaultLanguage, isSupportedLanguage, type Language } from '@/lib/i18n';

const BY_TASK_LANGUAGE: Readonly<Record<EmailLanguage, Language>> = {
  English: 'en',
  German: 'de',
  French: 'fr',
  Polish: 'pl',
  Spanish: 'es',
  Hebrew: 'he',
  Ukrainian: 'uk',
};

/** Old or regional codes browsers still send for a language the app speaks. */
const ALIASES: Readonly<Record<string, Language>> = { iw: 'he', ua: 'uk' };

/** The UI language of a task's invitation language (English when the task has none). */
export function languageOfTask(language: EmailLanguage | null | undefined): Language {
  return language ? BY_TASK_LANGUAGE[language] : defaultLanguage;
}

/**
 * The first of the browser's languages (`navigator.languages`, best first) the app speaks:
 * "de-AT" is German, "iw" is Hebrew. Null when none is.
 */
export function browserLanguage(candidates: readonly string[]): Language | null {
  for (const candidate of candidates) {
    const base = candidate.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const code = ALIASES[base] ?? base;
    if (isSupportedLanguage(code)) return code;
  }
  return null;
}

/**
 * The external review page's language: the reviewer's own choice first, then the language
 * the link states (`?lang=de`, as the invitation e-mail writes it: the sender's explicit word,
 * and known before the password and link-over pages), then the task's invitation language
 * (once the link is open), then the browser's, then English. The browser comes last but one:
 * a German invitation opened on an English phone is still a German review.
 */
export function externalLanguage(input: {
  chosen: Language | null;
  task: EmailLanguage | null | undefined;
  link?: string | null;
  browser: readonly string[];
}): Language {
  if (input.chosen) return input.chosen;
  const fromLink = input.link ? browserLanguage([input.link]) : null;
  if (fromLink) return fromLink;
  if (input.task) return languageOfTask(input.task);
  return browserLanguage(input.browser) ?? defaultLanguage;
}
