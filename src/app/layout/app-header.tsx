import { useTranslation } from '@/lib/i18n';
import { LanguageSwitcher } from '@/components/language-switcher';
import { isUiLanguage, savePreferredLanguage, uiLanguages } from '@/lib/i18n';
import { Link, useNavigation } from 'react-router';
import { cn, focusRing, Spinner } from '@/components/ui';
import { paths } from '@/app/paths';
import { OfflineStatus } from './offline-status';
import { PrimaryNav } from './primary-nav';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const language = isUiLanguage(i18n.language) ? i18n.language : 'en';
  const navigation = useNavigation();
  const settings = (
    <>
      <OfflineStatus />
      <LanguageSwitcher
        value={language}
        languages={uiLanguages}
        onChange={(next) => {
          savePreferredLanguage(next);
          void i18n.changeLanguage(next);
        }}
      />
    </>
  );
  return (
    // Relative: the folded menu's panel drops from the header's bottom edge.
    <header className="relative border-b border-slate-300 bg-white">
      <div className="flex items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:flex-wrap lg:gap-x-6">
        <Link
          to={paths.dashboard.getHref()}
          className={cn('rounded-sm text-lg font-bold text-slate-900', focusRing)}
        >
          {t('common:appName')}
        </Link>
        <PrimaryNav menuExtras={settings} />
        <div className="ms-auto flex items-center gap-4">
          {navigation.state === 'loading' && <Spinner label={t('shell:navigating')} />}
          {/* On phones and tablets these live in the navigation's menu. */}
          <div className="hidden items-center gap-4 lg:flex">{settings}</div>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
