import { useTranslation } from '@/lib/i18n';
import type { Task } from '@/api/types';
import { formatDateTime } from '@/lib/format';
import { ReviewNotice } from './review-notice';

/** The task has its result: the link is over; says how it ended. */
export function ReviewOver({ task }: { task: Task }) {
  const { t } = useTranslation('external');
  return (
    <ReviewNotice title={t('over.title')}>
      <p>{t(`over.result.${task.status}`)}</p>
      {task.closed && <p>{t('over.closed', { date: formatDateTime(task.closed) })}</p>}
      <p>{t('over.body')}</p>
    </ReviewNotice>
  );
}
