import { useTranslation } from '@/lib/i18n';
import type { ProjectState } from '@/api/types';
import { Badge } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { dueStatus } from '../../model/due';
import { useMinuteClock } from '../../hooks/use-clock';
import { AlertIcon, ClockIcon } from '../icons';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Short enough for a card: "Nov 26" or "Nov 26, 3:00 PM" this year, with the year otherwise
 * ("Jan 8, 2027"); a bare date has no time of day.
 */
export function formatDue(dueDate: string, now: number = Date.now()): string {
  const dateOnly = DATE_ONLY.test(dueDate);
  const due = new Date(dueDate);
  const year = dateOnly ? due.getUTCFullYear() : due.getFullYear();
  const options: Intl.DateTimeFormatOptions = {
    month: 'short',
    day: 'numeric',
    ...(year === new Date(now).getFullYear() ? {} : { year: 'numeric' }),
    ...(dateOnly ? {} : { hour: 'numeric', minute: '2-digit' }),
  };
  return formatDate(dueDate, options);
}

/** The due date in words and colour: "Overdue", "Due soon" or just the date. */
export function DueBadge({ dueDate, state }: { dueDate: string | null; state: ProjectState }) {
  const { t } = useTranslation('dashboard');
  const now = useMinuteClock();
  if (dueDate === null) return null;
  const date = formatDue(dueDate, now);
  switch (dueStatus(dueDate, state, now)) {
    case 'overdue':
      return (
        <Badge tone="error" className="gap-1">
          <AlertIcon width={12} height={12} />
          {t('due.overdue', { date })}
        </Badge>
      );
    case 'soon':
      return (
        <Badge tone="warning" className="gap-1">
          <ClockIcon width={12} height={12} />
          {t('due.soon', { date })}
        </Badge>
      );
    case 'later':
    case 'none':
      return <Badge tone="neutral">{t('due.later', { date })}</Badge>;
  }
}
