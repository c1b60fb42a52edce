import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Alert, cn, focusRing } from '@/components/ui';
import { formatDate } from '@/lib/format';
import type { Task } from '@/api/types';
import { taskQueryOptions } from '@/entities/tasks/queries';
import {
  decisionsOfAsset,
  nextUndecided,
  reviewOptionsOf,
  taskProgress,
} from '../../model/task-progress';
import { DecisionForm } from './decision-form';
import { DecisionRecord, ReplacedDecisions } from './decision-record';
import { TaskAssets, useAssetNames } from './task-assets';

interface Props {
  task: Task;
  assetUID: string;
  canDecide: boolean;
  simpleMode: boolean;
  assetHref?: ((assetUID: string) => string) | undefined;
  afterTask?: ReactNode;
}

/**
 * The review task around the asset: what is still missing ("1 of 3 assets left"), the
 * decisions so far, the form for this asset, and a link to the next undecided one.
 */
export function DecisionPanel({
  task: given,
  assetUID,
  canDecide,
  simpleMode,
  assetHref,
  afterTask,
}: Props) {
  const { t } = useTranslation('review');
  // The task as the cache has it: a decision writes the service's answer there.
  const { data: task } = useQuery({
    ...taskQueryOptions(given.taskUID),
    initialData: given,
    staleTime: 30_000,
  });
  const headingId = useId();
  const progress = taskProgress(task);
  const names = useAssetNames(task);
  const options = reviewOptionsOf(task);
  const current = progress.decisions.get(assetUID);
  const shown = decisionsOfAsset(task, assetUID);
  const next = nextUndecided(task, assetUID, progress.decisions);
  const inTask = (task.assetUIDs ?? []).includes(assetUID);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-b border-slate-300 p-3"
    >
      <div>
        <h2 id={headingId} className="text-base font-semibold">
          {t('decision.title')}
        </h2>
        <p className="text-xs text-slate-700">
          {task.projectName}
          {task.dueDate ? ` · ${t('decision.due', { date: formatDate(task.dueDate) })}` : ''}
        </p>
      </div>
      {task.comment && (
        <p dir="auto" className="rounded-md bg-slate-100 p-2 text-sm whitespace-pre-wrap">
          {task.comment}
        </p>
      )}
      {progress.ended ? (
        <>
          <Alert tone={task.status === 'Rejected' ? 'warning' : 'success'}>
            {t(`decision.ended.${task.status}`)}
          </Alert>
          {afterTask}
        </>
      ) : (
        <p role="status" className="text-sm font-medium">
          {progress.left === 0
            ? t('decision.allDecided')
            : t('decision.left', { left: progress.left, total: progress.total })}
        </p>
      )}
      <TaskAssets
        task={task}
        current={assetUID}
        names={names}
        decisions={progress.decisions}
        assetHref={assetHref}
      />
      {shown.current && (
        <section aria-label={t('decision.current')} className="text-sm">
          <h3 className="mb-1 text-xs font-semibold text-slate-700 uppercase">
            {t('decision.current')}
          </h3>
          <p>
            <DecisionRecord decision={shown.current} />
          </p>
        </section>
      )}
      <ReplacedDecisions decisions={shown.replaced} />
      {!inTask && <p className="text-sm text-slate-700">{t('decision.notInTask')}</p>}
      {inTask && !progress.ended && !canDecide && (
        <p className="text-sm text-slate-700">
          {t('decision.notAssignee', { name: task.user.fullName ?? task.user.email })}
        </p>
      )}
      {inTask && !progress.ended && canDecide && (
        <DecisionForm
          key={assetUID}
          task={task}
          assetUID={assetUID}
          options={options}
          simpleMode={simpleMode}
          current={shown.current}
          decisions={progress.decisions}
        />
      )}
      {!progress.ended && next && assetHref && (current || !inTask) && (
        <Link
          to={assetHref(next)}
          className={cn(
            'self-start rounded-sm text-sm font-medium text-blue-800 underline',
            focusRing,
          )}
        >
          {t('decision.next', { name: names.get(next) ?? next })}
        </Link>
      )}
    </section>
  );
}
