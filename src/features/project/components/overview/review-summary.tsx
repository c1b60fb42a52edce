import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Asset, ReviewStatus } from '@/api/types';
import { InfoTip } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { Section } from './section';

/** The project's own numbers, each with what it counts, so no owner reads one as wrong. */
function Counts({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('project');
  const items = [
    { key: 'pending', value: status.pendingCount },
    { key: 'approved', value: status.approvedCount },
    { key: 'rejected', value: status.rejectedCount },
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.key} className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-800">{t(`review.${item.key}`)}</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
            {formatNumber(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AssetTable({ assets }: { assets: readonly Asset[] }) {
  const { t } = useTranslation('project');
  const noteId = useId();
  return (
    <div className="overflow-x-auto">
      <table className="table-as-list w-full text-start text-sm" aria-describedby={noteId}>
        <caption className="mb-1 text-start text-sm text-slate-900">
          <span className="flex items-center gap-1">
            <span className="font-medium">{t('review.perAsset')}</span>
            <InfoTip id={noteId} label={t('common:about', { title: t('review.perAsset') })}>
              {t('review.perAssetNote')}
            </InfoTip>
          </span>
        </caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('review.asset')}
            </th>
            <th scope="col" className="px-3 py-1 text-end font-medium">
              {t('review.assetPending')}
            </th>
            <th scope="col" className="px-3 py-1 text-end font-medium">
              {t('review.approved')}
            </th>
            <th scope="col" className="ps-3 py-1 text-end font-medium">
              {t('review.rejected')}
            </th>
          </tr>
        </thead>
        <tbody>
          {assets.map((asset) => (
            <tr key={`${asset.assetUID}-${asset.version}`} className="border-t border-slate-200">
              <th scope="row" className="py-1.5 pe-3 text-start font-normal text-slate-900">
                {t('review.assetVersion', { name: asset.name, version: asset.version })}
              </th>
              <td data-label={t('review.assetPending')} className="px-3 text-end tabular-nums">
                {formatNumber(asset.reviewStatus.pendingCount)}
              </td>
              <td data-label={t('review.approved')} className="px-3 text-end tabular-nums">
                {formatNumber(asset.reviewStatus.approvedCount)}
              </td>
              <td data-label={t('review.rejected')} className="ps-3 text-end tabular-nums">
                {formatNumber(asset.reviewStatus.rejectedCount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** reviewStatus of the project, and of each asset when the assets are loaded. */
export function ReviewSummary({
  status,
  assets,
}: {
  status: ReviewStatus;
  assets: readonly Asset[] | undefined;
}) {
  const { t } = useTranslation('project');
  return (
    <Section
      title={t('review.title')}
      info={
        <span className="flex flex-col gap-1">
          {(['pending', 'approved', 'rejected'] as const).map((key) => (
            <span key={key}>
              <span className="font-medium">{t(`review.${key}`)}:</span> {t(`review.${key}Hint`)}
            </span>
          ))}
        </span>
      }
    >
      <Counts status={status} />
      {assets && assets.length > 0 && <AssetTable assets={assets} />}
    </Section>
  );
}
