import { useEffect } from 'react';
import { i18n, type Language } from '@/lib/i18n';
import { externalLanguage } from '../model/language';
import { chooseLanguage, useExternalRecord } from '../stores/external-session';

/** Every namespace the external review page and the review tool in it read. */
const PAGE_NAMESPACES = ['common', 'shell', 'api', 'external', 'review'];

/** External review pages mounted now, and the app's language from before the first of them. */
let pagesShown = 0;
let languageBefore: string | null = null;

function restoreAppLanguage(): void {
  if (pagesShown > 0 || languageBefore === null) return;
  const before = languageBefore;
  languageBefore = null;
  if (i18n.language !== before) void i18n.changeLanguage(before);
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/**
 * The language the external review page speaks (see {@link externalLanguage}) and the
 * reviewer's way to pick another. The UI follows it while the page is mounted (including
 * `<html lang dir>`); leaving the page restores the language the app had before.
 */
export function useExternalLanguage(
  reviewToken: string,
  linkLanguage: string | null,
): {
  language: Language;
  choose: (language: Language) => void;
} {
  const record = useExternalRecord(reviewToken);
  const language = externalLanguage({
    chosen: record.language,
    task: record.taskLanguage,
    link: linkLanguage,
    browser: browserLanguages(),
  });

  useEffect(() => {
    if (pagesShown++ === 0) languageBefore ??= i18n.language;
    return () => {
      pagesShown -= 1;
      // Checked after the commit: a page unmounted and mounted again in it (StrictMode, a
      // remount once the review opens) keeps its language instead of restoring the app's.
      queueMicrotask(restoreAppLanguage);
    };
  }, []);
  useEffect(() => {
    if (i18n.language === language) return;
    let wanted = true;
    // Load the page's texts in the new language first, so the switch does not suspend it.
    void i18n.reloadResources([language], PAGE_NAMESPACES).then(() => {
      if (wanted) void i18n.changeLanguage(language);
    });
    return () => {
      wanted = false;
    };
  }, [language]);

  return { language, choose: (next) => chooseLanguage(reviewToken, next) };
}
