import { useTranslation } from '@/lib/i18n';
import type { Asset } from '@/api/types';
import { Badge } from '@/components/ui';
import { STATUS_TONE } from '../model/status';

/** The processing state in words; a failure says why, as the service explained it. */
export function AssetStatus({ asset }: { asset: Pick<Asset, 'status' | 'statusMessage'> }) {
  const { t } = useTranslation('assets');
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={STATUS_TONE[asset.status]}>{t(`status.${asset.status}`)}</Badge>
      {asset.status === 'Failed' && (
        <p className="text-sm text-red-800">{asset.statusMessage ?? t('status.noReason')}</p>
      )}
    </div>
  );
}
