import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  isSupportedLanguage,
  supportedLanguages,
  type Language,
  type UiLanguage,
} from '@/lib/i18n';
import { cn, focusRing } from './ui';

/**
 * Each shipped language's name in that language. Written out: Intl.DisplayNames loads every
 * language's locale data on its first use, 50 ms of a phone's main thread (200 ms at 4x CPU) in
 * the first render of every page with this switcher, the external review's included.
 */
const OWN_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pl: 'Polski',
  es: 'Español',
  he: 'עברית',
  uk: 'Українська',
};

/**
 * A language's name in that language ("Deutsch", "עברית"), as a person looking for their
 * own language expects to find it whatever the current UI language is.
 */
export function languageName(code: UiLanguage): string {
  if (isSupportedLanguage(code)) return OWN_NAMES[code];
  // The test builds' pseudo-locale.
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

export interface LanguageSwitcherProps<L extends UiLanguage> {
  value: L;
  onChange: (language: L) => void;
  /** The choices; the real languages unless a test build adds the pseudo-locale. */
  languages?: readonly L[];
  className?: string;
}

/** A labelled select of every UI language, each named in itself and marked with its `lang`. */
export function LanguageSwitcher<L extends UiLanguage>({
  value,
  onChange,
  languages = supportedLanguages as readonly UiLanguage[] as readonly L[],
  className,
}: LanguageSwitcherProps<L>) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = languages.find((code) => code === event.target.value);
          if (next) onChange(next);
        }}
        className={cn(
          'rounded-md border border-slate-500 bg-white px-2 py-1 text-sm text-slate-900',
          focusRing,
        )}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
