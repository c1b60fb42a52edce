import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui';
import { useLogout } from '@/features/auth';
import { OfflineSettingsPage } from '@/features/offline-settings';

/** Resetting the demo ends every session on the service, so the app signs out right after. */
export function Component() {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const onDemoReset = () => {
    showToast({ tone: 'success', message: t('demoReset') });
    logout();
  };
  return <OfflineSettingsPage onDemoReset={onDemoReset} />;
}
