import { useTranslation } from '@/lib/i18n';
import { useIsOfflineService } from '@/api/client';
import { Badge, TextLink } from '@/components/ui';
import { paths } from '@/app/paths';

/** Tells people the data is simulated, and where its knobs are; nothing when a real service answers. */
export function OfflineStatus() {
  const { t } = useTranslation('shell');
  const offline = useIsOfflineService();
  if (!offline) return null;
  return (
    <div className="flex items-center gap-2">
      <Badge tone="warning">{t('offline.badge')}</Badge>
      <TextLink to={paths.offlineSettings.getHref()} className="text-sm">
        {t('offline.settingsLink')}
      </TextLink>
    </div>
  );
}
