import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Task } from '@/api/types';
import { Button, cn, focusRing } from '@/components/ui';
import { appPathOf } from '@/lib/url';
import type { TaskLinks } from '../model/links';
import { isExternalTask, isOpenTask, isReviewTask } from '../model/task-types';

const linkClass = cn(
  'inline-flex items-center rounded-md border border-slate-400 bg-white px-2.5 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100',
  focusRing,
);

/** Where a review task opens in this app: its own link when it points here, else the first asset. */
export function reviewPath(task: Task, links: TaskLinks): string | null {
  const own = appPathOf(task.reviewUrl);
  if (own) return own;
  const first = task.assetUIDs?.[0];
  return first ? links.review(first) : null;
}

/** The links and buttons that fit a task: open the review, go upload, assign people, complete, delete. */
export function TaskActions({
  task,
  links,
  onAssign,
  onComplete,
  onDelete,
  completing = false,
}: {
  task: Task;
  links: TaskLinks;
  onAssign?: (() => void) | undefined;
  onComplete?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  completing?: boolean;
}) {
  const { t } = useTranslation('tasks');
  const open = isOpenTask(task);
  const review = isReviewTask(task) && !isExternalTask(task) ? reviewPath(task, links) : null;
  const uploadTo =
    task.type === 'UploadRefDocs'
      ? links.projectRefDocs(task.projectUID)
      : task.type === 'UploadAssets' ||
          task.type === 'UploadChangedAsset' ||
          task.type === 'UploadVideo'
        ? links.projectAssets(task.projectUID)
        : null;
  return (
    <>
      {review && (
        <Link to={review} className={linkClass}>
          {open ? t('actions.review') : t('actions.viewReview')}
        </Link>
      )}
      {open && uploadTo && (
        <Link to={uploadTo} className={linkClass}>
          {task.type === 'UploadRefDocs' ? t('actions.goRefDocs') : t('actions.goAssets')}
        </Link>
      )}
      {open && task.type === 'AssignUserRoles' && onAssign && (
        <Button size="sm" onClick={onAssign}>
          {t('actions.assign')}
        </Button>
      )}
      {onComplete && (
        <Button size="sm" variant="secondary" disabled={completing} onClick={onComplete}>
          {t('actions.complete')}
        </Button>
      )}
      {onDelete && (
        <Button size="sm" variant="danger" onClick={onDelete}>
          {t('actions.delete')}
        </Button>
      )}
    </>
  );
}
