import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project, Workflow, WorkflowAction } from '@/api/types';
import { Button } from '@/components/ui';
import { isProjectEditable } from '@/lib/review-status';
import { RunActionDialog } from './run-action-dialog';

export interface ManualActionsProps {
  project: Project;
  workflow: Workflow;
  actions: WorkflowAction[];
  nameOf: (action: WorkflowAction) => string;
  effectOf: (action: WorkflowAction) => string;
}

/** One Run button per ManualTrigger action, each with what it does; runs ask first. */
export function ManualActions({
  project,
  workflow,
  actions,
  nameOf,
  effectOf,
}: ManualActionsProps) {
  const { t } = useTranslation('project-workflow');
  const headingId = useId();
  const reasonId = useId();
  const [running, setRunning] = useState<WorkflowAction | null>(null);
  const runnable = isProjectEditable(project.projectState);
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('manual.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('manual.intro')}</p>
      {!runnable && (
        <p id={reasonId} className="text-sm text-slate-700">
          {t('manual.notRunnable', { state: t(`state.${project.projectState}`) })}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {actions.map((action) => (
          <li
            key={action.uid}
            className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-slate-300 p-3"
          >
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-slate-900">{nameOf(action)}</p>
              <p className="text-slate-700">{effectOf(action)}</p>
            </div>
            <Button
              size="sm"
              aria-label={t('manual.runLabel', { name: nameOf(action) })}
              aria-describedby={runnable ? undefined : reasonId}
              disabled={!runnable}
              onClick={() => setRunning(action)}
            >
              {t('manual.run')}
            </Button>
          </li>
        ))}
      </ul>
      {running && (
        <RunActionDialog
          projectUID={project.projectUID}
          workflowName={workflow.name ?? t('unnamed')}
          action={running}
          name={nameOf(running)}
          effect={effectOf(running)}
          onClose={() => setRunning(null)}
        />
      )}
    </section>
  );
}
