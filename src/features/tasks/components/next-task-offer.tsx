import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { myTasksQueryOptions } from '../api/my-tasks';
import type { TaskLinks } from '../model/links';
import { nextOpenReview } from '../model/next-task';
import { reviewPath } from './task-actions';

const REVIEWS = ['ReviewAssets'] as const;

/**
 * Shown once a review task has ended: the signed-in reviewer's next open review (GET
 * /api/v1/task/all, earliest due first), or word that none waits, with the way to the inbox.
 */
export function NextTaskOffer({
  currentTaskUID,
  links,
  myTasksHref,
}: {
  currentTaskUID: string | null;
  links: TaskLinks;
  myTasksHref: string;
}) {
  const { t } = useTranslation('tasks');
  // Fresh: the task just decided has changed the list.
  const mine = useQuery({ ...myTasksQueryOptions(REVIEWS), staleTime: 0 });
  const next = mine.data ? nextOpenReview(mine.data, currentTaskUID) : null;
  const href = next ? reviewPath(next, links) : null;
  const linkClass = cn('rounded-sm text-sm font-medium text-blue-800 underline', focusRing);
  if (mine.isPending) return null;
  return (
    <section aria-label={t('next.heading')} className="flex flex-col gap-1 text-sm">
      <h3 className="text-xs font-semibold text-slate-700 uppercase">{t('next.heading')}</h3>
      {next && href ? (
        <Link to={href} className={cn('self-start', linkClass)}>
          {next.dueDate
            ? t('next.openDue', { project: next.projectName, date: formatDate(next.dueDate) })
            : t('next.open', { project: next.projectName })}
        </Link>
      ) : (
        <p className="text-slate-700">{mine.isError ? t('next.failed') : t('next.none')}</p>
      )}
      <Link to={myTasksHref} className={cn('self-start', linkClass)}>
        {t('next.inbox')}
      </Link>
    </section>
  );
}
