import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { isSupportedLanguage, savePreferredLanguage } from '@/lib/i18n';
import { Link, useNavigation } from 'react-router';
import { cn, focusRing, Spinner } from '@/components/ui';
import { paths } from '@/app/paths';
import { OfflineStatus } from './offline-status';
import { PrimaryNav } from './primary-nav';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const navigation = useNavigation();
  return (
    <header className="border-b border-slate-300 bg-white">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 px-6 py-3">
        <Link
          to={paths.dashboard.getHref()}
          className={cn('rounded-sm text-lg font-bold text-slate-900', focusRing)}
        >
          {t('common:appName')}
        </Link>
        <PrimaryNav />
        <div className="ms-auto flex items-center gap-4">
          {navigation.state === 'loading' && <Spinner label={t('shell:navigating')} />}
          <OfflineStatus />
          <LanguageSwitcher
            value={language}
            onChange={(next) => {
              savePreferredLanguage(next);
              void i18n.changeLanguage(next);
            }}
          />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
