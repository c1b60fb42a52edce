import { useTranslation } from '@/lib/i18n';
import type { ReviewStatus } from '@/api/types';
import { formatNumber } from '@/lib/format';

/** Pending, approved and rejected reviews of one asset, as a short line. */
export function ReviewCounts({ counts }: { counts: ReviewStatus }) {
  const { t } = useTranslation('assets');
  return (
    <p className="text-sm text-slate-700">
      <span className="sr-only">{t('reviews.label')} </span>
      {t('reviews.summary', {
        pending: formatNumber(counts.pendingCount),
        approved: formatNumber(counts.approvedCount),
        rejected: formatNumber(counts.rejectedCount),
      })}
    </p>
  );
}
