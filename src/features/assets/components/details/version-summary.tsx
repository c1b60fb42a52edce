import { useTranslation } from '@/lib/i18n';
import type { Asset } from '@/api/types';
import { formatDateTime } from '@/lib/format';
import { AssetFacts } from '../asset-card';
import { AssetStatus } from '../asset-status';
import { AssetThumbnail } from '../asset-thumbnail';
import { ReviewCounts } from '../review-counts';

/** The version on show: thumbnail, facts, processing state and reviews. */
export function VersionSummary({ asset, isLatest }: { asset: Asset; isLatest: boolean }) {
  const { t } = useTranslation('assets');
  return (
    <div className="flex flex-wrap gap-4">
      <AssetThumbnail asset={asset} className="h-32 w-40 rounded" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-semibold text-slate-900">
          {isLatest
            ? t('details.showingLatest', { version: asset.version })
            : t('details.showingOlder', { version: asset.version })}
        </p>
        <AssetFacts asset={asset} />
        <p className="text-sm text-slate-700">
          {t('details.created', { date: formatDateTime(asset.created) })}
        </p>
        <AssetStatus asset={asset} />
        <ReviewCounts counts={asset.reviewStatus} />
      </div>
    </div>
  );
}
