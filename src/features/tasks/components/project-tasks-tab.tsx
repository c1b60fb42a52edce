import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { EmptyState, InfoTip } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { compareTasks } from '../model/group-tasks';
import type { TaskLinks } from '../model/links';
import { CreateTaskButtons } from './create-task-buttons';
import { TaskActions } from './task-actions';
import { TaskDialogs, type OpenTaskDialog } from './task-dialogs';
import { TaskItem } from './task-item';

/** The Tasks tab: the project's open tasks, and the dialogs that create, complete or delete them. */
export function ProjectTasksTab({ project, links }: { project: Project; links: TaskLinks }) {
  const { t } = useTranslation('tasks');
  const headingId = useId();
  const now = useNow();
  const [open, setOpen] = useState<OpenTaskDialog>(null);
  const tasks = [...(project.tasks ?? [])].sort(compareTasks);
  const writable = project.projectState === 'Active' || project.projectState === 'OnHold';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-center gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('tab.title')}{' '}
          <span className="text-base font-normal text-slate-700">
            ({formatNumber(tasks.length)})
          </span>
        </h2>
        <InfoTip label={t('common:about', { title: t('tab.title') })}>{t('tab.intro')}</InfoTip>
      </div>
      <CreateTaskButtons
        disabledReason={
          writable ? null : t('tab.readOnly', { state: t(`projectState.${project.projectState}`) })
        }
        onCreate={(create) => setOpen({ kind: 'create', create })}
      />
      {tasks.length === 0 ? (
        <EmptyState title={t('tab.empty')} />
      ) : (
        <ul
          aria-label={t('tab.listLabel')}
          className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white"
        >
          {tasks.map((task) => (
            <TaskItem
              key={task.taskUID}
              task={task}
              now={now}
              showAssignee
              actions={
                <TaskActions
                  task={task}
                  links={links}
                  onAssign={() => setOpen({ kind: 'assign', task })}
                  onDelete={writable ? () => setOpen({ kind: 'delete', task }) : undefined}
                />
              }
            />
          ))}
        </ul>
      )}
      <TaskDialogs open={open} project={project} onClose={() => setOpen(null)} />
    </section>
  );
}
