import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Task } from '@/api/types';
import { Badge, type BadgeTone } from '@/components/ui';
import { formatDate, formatDateTime } from '@/lib/format';
import { dueState } from '../model/due';
import { isExternalTask, isOpenTask, isReviewTask } from '../model/task-types';
import { CopyLink } from './copy-link';

const STATUS_TONE: Readonly<Record<Task['status'], BadgeTone>> = {
  Pending: 'info',
  Closed: 'neutral',
  Approved: 'success',
  ApprovedWithChanges: 'warning',
  Rejected: 'error',
};

const DUE_TONE = { overdue: 'error', today: 'warning', soon: 'warning', later: 'neutral' } as const;

/** One task in words: what, for whom, its state, due date, and the actions given. */
export function TaskItem({
  task,
  now,
  showAssignee,
  actions,
}: {
  task: Task;
  now: number;
  showAssignee: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('tasks');
  const open = isOpenTask(task);
  const due = open ? dueState(task.dueDate, now) : null;
  const who = task.user.fullName
    ? t('item.assignee', { name: task.user.fullName, email: task.user.email })
    : t('item.external', { email: task.user.email });
  const decided = task.decisions?.length ?? 0;
  const assets = task.assetUIDs?.length ?? 0;

  return (
    <li className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">{t(`type.${task.type}`)}</h3>
        <Badge tone={STATUS_TONE[task.status]}>{t(`status.${task.status}`)}</Badge>
        {due && task.dueDate && (
          <Badge tone={DUE_TONE[due]}>{t(`due.${due}`, { date: formatDate(task.dueDate) })}</Badge>
        )}
      </div>
      <p className="text-sm text-slate-700">
        {showAssignee && <>{who} · </>}
        {t('item.created', { date: formatDateTime(task.created) })}
        {task.closed && <> · {t('item.closed', { date: formatDateTime(task.closed) })}</>}
        {!open && task.dueDate && <> · {t('item.dueOn', { date: formatDate(task.dueDate) })}</>}
        {open && !task.dueDate && <> · {t('item.noDue')}</>}
      </p>
      {task.requestedAssetName && (
        <p className="text-sm text-slate-900">
          {t('item.requestedAsset', { name: task.requestedAssetName })}
        </p>
      )}
      {isReviewTask(task) && (
        <p className="text-sm text-slate-900">
          {t('item.reviewProgress', { count: assets, decided })}
        </p>
      )}
      {task.type === 'AssignUserRoles' && (task.roles?.length ?? 0) > 0 && (
        <p className="text-sm text-slate-900">
          {t('item.roles', { roles: (task.roles ?? []).map((role) => role.name).join(', ') })}
        </p>
      )}
      {task.comment && (
        <p className="text-sm whitespace-pre-wrap text-slate-900">
          <span className="font-medium">{t('item.comment')} </span>
          {task.comment}
        </p>
      )}
      {isExternalTask(task) && (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-900">
            {open ? t('link.open') : t('link.expired')}
            {task.isReadOnly && ` · ${t('item.readOnly')}`}
            {task.isAllowDownloadAssets && ` · ${t('item.allowDownload')}`}
          </p>
          {open && task.reviewUrl && <CopyLink url={task.reviewUrl} label={t('link.copy')} />}
        </div>
      )}
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </li>
  );
}
