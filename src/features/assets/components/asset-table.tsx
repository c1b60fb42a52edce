import { useTranslation } from '@/lib/i18n';
import type { Asset } from '@/api/types';
import { cn, focusRing } from '@/components/ui';
import { formatDateTime, formatFileSize, formatNumber } from '@/lib/format';
import { AssetStatus } from './asset-status';
import { AssetThumbnail } from './asset-thumbnail';
import { ReviewCounts } from './review-counts';

/** The list view: one row per asset (latest version), with every fact in a column. */
export function AssetTable({
  assets,
  onOpen,
}: {
  assets: Asset[];
  onOpen: (asset: Asset) => void;
}) {
  const { t } = useTranslation('assets');
  const head = 'px-3 py-2 text-start font-medium';
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="table-as-list w-full text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={head}>
              <span className="sr-only">{t('list.thumbnail')}</span>
            </th>
            <th scope="col" className={head}>
              {t('list.name')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('list.version')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('list.pages')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('list.size')}
            </th>
            <th scope="col" className={head}>
              {t('list.status')}
            </th>
            <th scope="col" className={head}>
              {t('list.reviews')}
            </th>
            <th scope="col" className={head}>
              {t('list.created')}
            </th>
          </tr>
        </thead>
        <tbody>
          {assets.map((asset) => (
            <tr key={asset.assetUID} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">
                <AssetThumbnail asset={asset} className="size-12 rounded" />
              </td>
              <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                <button
                  type="button"
                  onClick={() => onOpen(asset)}
                  aria-label={t('card.open', { name: asset.name })}
                  className={cn('rounded-sm text-start break-all hover:underline', focusRing)}
                >
                  {asset.name}
                </button>
              </th>
              <td data-label={t('list.version')} className="px-3 py-2 text-end tabular-nums">
                {formatNumber(asset.version)}
              </td>
              <td data-label={t('list.pages')} className="px-3 py-2 text-end tabular-nums">
                {asset.status === 'Processed' ? formatNumber(asset.pagesCount) : t('list.unknown')}
              </td>
              <td data-label={t('list.size')} className="px-3 py-2 text-end tabular-nums">
                {formatFileSize(asset.fileSize)}
              </td>
              <td data-label={t('list.status')} className="px-3 py-2">
                <AssetStatus asset={asset} />
              </td>
              <td data-label={t('list.reviews')} className="px-3 py-2">
                <ReviewCounts counts={asset.reviewStatus} />
              </td>
              <td data-label={t('list.created')} className="px-3 py-2">
                {formatDateTime(asset.created)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
