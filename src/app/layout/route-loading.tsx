import { useTranslation } from '@/lib/i18n';
import { Spinner } from '@/components/ui';

/** Shown for the moment a screen's code or texts are still on their way. */
export function RouteLoading() {
  const { t } = useTranslation('common');
  return <Spinner label={t('status.loading')} />;
}
