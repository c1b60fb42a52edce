import { useTranslation } from '@/lib/i18n';
import { LanguageSwitcher } from '@/components/language-switcher';
import type { Language } from '@/lib/i18n';

/**
 * The external reviewer's header: the brand and the language switcher. No app navigation:
 * an external reviewer is not a user of the app.
 */
export function ExternalHeader({
  language,
  onLanguageChange,
}: {
  language: Language;
  onLanguageChange: (language: Language) => void;
}) {
  const { t } = useTranslation(['common', 'external']);
  return (
    <header className="border-b border-slate-300 bg-white">
      {/* One line on a phone: the artwork below gets the height. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 max-md:py-1">
        <p className="flex items-baseline gap-2">
          <span className="text-lg font-bold text-slate-900 max-md:text-base">
            {t('common:appName')}
          </span>
          <span className="text-sm text-slate-700 max-md:hidden">
            {t('external:header.subtitle')}
          </span>
        </p>
        <LanguageSwitcher value={language} onChange={onLanguageChange} className="ms-auto" />
      </div>
    </header>
  );
}
