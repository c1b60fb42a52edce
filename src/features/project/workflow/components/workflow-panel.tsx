import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { Button } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { isProjectEditable } from '@/lib/review-status';
import { findClient, useClientDirectory } from '@/entities/users/queries';
import { Section } from '../../components/overview/section';
import { useClientWorkflows } from '../api/get-client-workflows';
import { isMissingExtension } from '../model/extension-support';
import { manualActions } from '../model/workflow-facts';
import { ChangeWorkflowDialog } from './change-workflow-dialog';
import { ManualActions } from './manual-actions';
import { RunLog } from './run-log';
import { useActionText } from './use-action-text';
import { QueryErrorAlert } from '@/components/query-error-alert';

/**
 * The overview's workflow card: which workflow the project runs (and changing it), the
 * actions started by hand, and the run log. Each part copes on its own with a service
 * that lacks its x-extension, so the rest of the page keeps working.
 */
export function WorkflowPanel({ project }: { project: Project }) {
  const { t } = useTranslation('project-workflow');
  const reasonId = useId();
  const logHeadingId = useId();
  const [changing, setChanging] = useState(false);
  const directory = useClientDirectory();
  const client = findClient(directory.data, project.client.clientUID);
  const workflows = useClientWorkflows(project.client.clientUID);
  const bound = project.workflow;
  const workflow = workflows.data?.find((w) => w.workflowUID === bound?.workflowUID);
  const { nameOf, effectOf } = useActionText(workflow, workflows.data ?? [], client);
  const editable = isProjectEditable(project.projectState);
  const listUnsupported = workflows.isError && isMissingExtension(workflows.error);
  const name = bound ? (bound.name ?? workflow?.name ?? bound.workflowUID) : null;
  const manual = manualActions(workflow);

  return (
    <Section title={t('title')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 text-sm">
          {name === null ? (
            <p className="text-slate-800">{t('none')}</p>
          ) : (
            <p className="text-slate-800">
              <span className="font-semibold text-slate-900">{name}</span>
              {workflow && (
                <>
                  {' · '}
                  {t('steps', { count: workflow.actions.length })}
                  {' · '}
                  {t('manualCount', { count: manual.length })}
                </>
              )}
            </p>
          )}
          {!editable && (
            <p id={reasonId} className="text-slate-700">
              {t('notEditable', { state: t(`state.${project.projectState}`) })}
            </p>
          )}
        </div>
        {!listUnsupported && (
          <Button
            variant="secondary"
            size="sm"
            disabled={!editable || workflows.isPending}
            aria-describedby={editable ? undefined : reasonId}
            onClick={() => setChanging(true)}
          >
            {bound ? t('change.open') : t('change.choose')}
          </Button>
        )}
      </div>
      {listUnsupported && <p className="text-sm text-slate-700">{t('listUnsupported')}</p>}
      {workflows.isError && !listUnsupported && (
        <QueryErrorAlert query={workflows} tone="warning">
          {t('listFailed', { reason: describeError(workflows.error) })}
        </QueryErrorAlert>
      )}
      {bound && workflows.isSuccess && !workflow && (
        <p className="text-sm text-slate-700">{t('missing')}</p>
      )}
      {workflow && (
        <ManualActions
          project={project}
          workflow={workflow}
          actions={manual}
          nameOf={nameOf}
          effectOf={effectOf}
        />
      )}
      <RunLog projectUID={project.projectUID} headingId={logHeadingId} nameOf={nameOf} />
      {changing && <ChangeWorkflowDialog project={project} onClose={() => setChanging(false)} />}
    </Section>
  );
}
