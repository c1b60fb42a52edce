import { useTranslation } from '@/lib/i18n';
import type { ReviewStatus } from '@/api/types';
import { VisuallyHidden } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { CheckIcon, ClockIcon, CrossIcon } from '../icons';

/** Pending, approved and rejected counts: icon, colour and number on screen, words for screen readers. */
export function ReviewCounts({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('dashboard');
  const items = [
    { key: 'pending', count: status.pendingCount, Icon: ClockIcon, className: 'text-amber-800' },
    { key: 'approved', count: status.approvedCount, Icon: CheckIcon, className: 'text-green-800' },
    { key: 'rejected', count: status.rejectedCount, Icon: CrossIcon, className: 'text-red-800' },
  ] as const;
  return (
    <p className="flex items-center gap-2.5 text-xs font-medium">
      <VisuallyHidden>{t('review.label')}: </VisuallyHidden>
      {items.map(({ key, count, Icon, className }) => {
        const label = t(`review.${key}`, { count, number: formatNumber(count) });
        return (
          <span key={key} className={`inline-flex items-center gap-0.5 ${className}`} title={label}>
            <Icon width={13} height={13} />
            <span aria-hidden="true">{formatNumber(count)}</span>
            <VisuallyHidden>{label}</VisuallyHidden>
          </span>
        );
      })}
    </p>
  );
}
