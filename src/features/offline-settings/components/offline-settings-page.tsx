import { useTranslation } from '@/lib/i18n';
import { useIsOfflineService } from '@/api/client';
import { Alert, InfoTip, Spinner } from '@/components/ui';
import { useMockSettings } from '../api/mock-settings';
import { ExpireSessionSection } from './expire-session-section';
import { ResetDemoSection } from './reset-demo-section';
import { SettingsForm } from './settings-form';
import { QueryErrorAlert } from '@/components/query-error-alert';

export interface OfflineSettingsPageProps {
  /** Called after the demo data was reset; the service has ended every session, so sign out here. */
  onDemoReset: () => void;
}

export function OfflineSettingsPage({ onDemoReset }: OfflineSettingsPageProps) {
  const { t } = useTranslation(['settings', 'common']);
  const offline = useIsOfflineService();
  const settings = useMockSettings();

  return (
    <>
      <div className="flex max-w-3xl items-center gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <InfoTip label={t('common:about', { title: t('title') })}>{t('intro')}</InfoTip>
      </div>
      {settings.isPending && <Spinner label={t('loading')} />}
      {settings.isError &&
        (offline ? (
          <QueryErrorAlert query={settings} title={t('loadFailed')} />
        ) : (
          // A real service has no such endpoint: explain instead of showing its 404.
          <Alert tone="info" title={t('onlyOffline.title')}>
            {t('onlyOffline.body')}
          </Alert>
        ))}
      {settings.isSuccess && (
        <>
          <SettingsForm initial={settings.data} />
          <ExpireSessionSection />
          <ResetDemoSection onReset={onDemoReset} />
        </>
      )}
    </>
  );
}
