import { useTranslation } from 'react-i18next';
import type { ProjectState } from '@/api/types';
import { Badge } from '@/components/ui';
import { formatDate, formatDateTime } from '@/lib/format';
import { dueStatus } from '../../model/due';
import { useMinuteClock } from '../../hooks/use-clock';
import { AlertIcon, ClockIcon } from '../icons';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "12 Mar 2025" for a bare date, with the time of day for a date-time. */
export function formatDue(dueDate: string): string {
  return DATE_ONLY.test(dueDate)
    ? formatDate(dueDate)
    : formatDateTime(dueDate, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The due date in words and colour: "Overdue", "Due soon" or just the date. */
export function DueBadge({ dueDate, state }: { dueDate: string | null; state: ProjectState }) {
  const { t } = useTranslation('dashboard');
  const now = useMinuteClock();
  if (dueDate === null) return null;
  const date = formatDue(dueDate);
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
