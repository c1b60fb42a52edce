import { useTranslation } from '@/lib/i18n';
import type { Asset } from '@/api/types';
import { cn, focusRing } from '@/components/ui';
import { formatFileSize, formatNumber } from '@/lib/format';
import { AssetStatus } from './asset-status';
import { AssetThumbnail } from './asset-thumbnail';
import { ReviewCounts } from './review-counts';

/** Short facts: version, pages (once known) and size. */
export function AssetFacts({ asset }: { asset: Asset }) {
  const { t } = useTranslation('assets');
  const parts = [
    t('facts.version', { version: formatNumber(asset.version) }),
    ...(asset.status === 'Processed'
      ? [t('facts.pages', { count: asset.pagesCount, pages: formatNumber(asset.pagesCount) })]
      : []),
    formatFileSize(asset.fileSize),
  ];
  return <p className="text-sm text-slate-700">{parts.join(' · ')}</p>;
}

/** One asset in the grid; its name opens the details. */
export function AssetCard({ asset, onOpen }: { asset: Asset; onOpen: () => void }) {
  const { t } = useTranslation('assets');
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-300 bg-white">
      <AssetThumbnail asset={asset} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="min-w-0 text-base font-semibold break-words text-slate-900">
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('card.open', { name: asset.name })}
            className={cn('rounded-sm text-start hover:underline', focusRing)}
          >
            {asset.name}
          </button>
        </h3>
        <AssetFacts asset={asset} />
        <AssetStatus asset={asset} />
        <ReviewCounts counts={asset.reviewStatus} />
      </div>
    </li>
  );
}
