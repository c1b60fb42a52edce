import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import type { Task, TaskType } from '@/api/types';
import { Alert, EmptyState, Spinner, TextLink } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useMyTasks } from '../api/my-tasks';
import { useCompleteTask } from '../api/task-mutations';
import { useNow } from '@/lib/use-now';
import { groupTasks } from '../model/group-tasks';
import type { TaskLinks } from '../model/links';
import { isCompletableUpload, isOpenTask, parseTypes, TASK_TYPES } from '../model/task-types';
import { TaskActions } from './task-actions';
import { TaskDialogs, type OpenTaskDialog } from './task-dialogs';
import { TaskItem } from './task-item';
import { TypeFilter } from './type-filter';
import { QueryErrorAlert } from '@/components/query-error-alert';

function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('types');
  const types: TaskType[] = raw === 'none' ? [] : parseTypes(raw);
  const finished = params.get('finished') === '1';
  const update = (next: { types?: TaskType[]; finished?: boolean }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.types) {
          if (next.types.length === TASK_TYPES.length) copy.delete('types');
          else copy.set('types', next.types.length === 0 ? 'none' : next.types.join(','));
        }
        if (next.finished !== undefined) {
          if (next.finished) copy.set('finished', '1');
          else copy.delete('finished');
        }
        return copy;
      },
      { replace: true },
    );
  return { types, finished, update };
}

/** My tasks: everything assigned to me, filtered by type, grouped by project, overdue first. */
export function MyTasksPage({ links }: { links: TaskLinks }) {
  const { t } = useTranslation('tasks');
  const { types, finished, update } = useInboxFilters();
  const query = useMyTasks(types);
  const complete = useCompleteTask();
  const now = useNow();
  const [open, setOpen] = useState<OpenTaskDialog>(null);
  const [completeError, setCompleteError] = useState<unknown>(null);

  const all = types.length === 0 ? [] : (query.data ?? []);
  const shown = finished ? all : all.filter(isOpenTask);
  const groups = groupTasks(shown);

  const markDone = (task: Task) => {
    setCompleteError(null);
    complete.mutate(
      { projectUID: task.projectUID, body: { taskUID: task.taskUID } },
      { onError: setCompleteError },
    );
  };

  let body;
  if (types.length === 0) body = <EmptyState title={t('inbox.chooseTypes')} />;
  else if (query.isPending) body = <Spinner label={t('inbox.loading')} />;
  else if (query.isError) {
    body = <QueryErrorAlert query={query} />;
  } else if (groups.length === 0) {
    body = <EmptyState title={finished ? t('inbox.emptyAll') : t('inbox.empty')} />;
  } else {
    body = groups.map((group) => (
      <section
        key={group.projectUID}
        aria-labelledby={`group-${group.projectUID}`}
        className="flex flex-col gap-2"
      >
        <h2 id={`group-${group.projectUID}`} className="text-lg font-semibold text-slate-900">
          <TextLink
            to={links.projectTasks(group.projectUID)}
            className="inline-flex min-h-6 items-center"
          >
            {group.projectName}
          </TextLink>
        </h2>
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white">
          {group.tasks.map((task) => (
            <TaskItem
              key={task.taskUID}
              task={task}
              now={now}
              showAssignee={false}
              actions={
                <TaskActions
                  task={task}
                  links={links}
                  completing={
                    complete.isPending && complete.variables.body.taskUID === task.taskUID
                  }
                  onAssign={() => setOpen({ kind: 'assign', task })}
                  onComplete={isCompletableUpload(task) ? () => markDone(task) : undefined}
                />
              }
            />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <TypeFilter selected={types} onChange={(next) => update({ types: next })} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-blue-700"
          checked={finished}
          onChange={(event) => update({ finished: event.target.checked })}
        />
        {t('inbox.showFinished')}
      </label>
      {completeError !== null && <Alert tone="error">{describeError(completeError)}</Alert>}
      {body}
      <TaskDialogs open={open} onClose={() => setOpen(null)} />
    </div>
  );
}
