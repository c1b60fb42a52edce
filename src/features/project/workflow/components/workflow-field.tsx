import { useTranslation } from '@/lib/i18n';
import type { Workflow } from '@/api/types';
import { SelectField, Spinner } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useClientWorkflows } from '../api/get-client-workflows';
import { isMissingExtension } from '../model/extension-support';
import { manualActions, workflowChangeEffects } from '../model/workflow-facts';
import { QueryErrorAlert } from '@/components/query-error-alert';

export interface WorkflowFieldProps {
  id: string;
  clientUID: string;
  mode: 'create' | 'edit';
  /** The workflow the project runs now ('' for none); what a change is measured against. */
  initialUID: string;
  /** Its name, shown when the service cannot list workflows. */
  initialName: string | null;
  value: string;
  onChange: (workflowUID: string) => void;
  error?: string | undefined;
}

/** "Artwork approval: 5 steps, 1 started by hand" for the chosen workflow. */
function useSummary() {
  const { t } = useTranslation('project-workflow');
  return (workflow: Workflow) =>
    t('field.summary', {
      name: workflow.name ?? t('unnamed'),
      steps: t('steps', { count: workflow.actions.length }),
      manual: t('manualCount', { count: manualActions(workflow).length }),
    });
}

/**
 * The project's workflow as a form field: the client's workflows by name and size, and what
 * saving the choice will do. A service without the workflow list keeps the workflow as it is.
 */
export function WorkflowField(props: WorkflowFieldProps) {
  const { id, clientUID, mode, initialUID, initialName, value, onChange, error } = props;
  const { t } = useTranslation('project-workflow');
  const summary = useSummary();
  const query = useClientWorkflows(clientUID);
  const label = t('field.label');

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <Spinner label={t('field.loading')} />
      </div>
    );
  }
  if (query.isError) {
    const unsupported = isMissingExtension(query.error);
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <p className="text-sm text-slate-900">{initialName ?? t('field.none')}</p>
        {unsupported ? (
          <p className="text-sm text-slate-700">{t('field.unsupported')}</p>
        ) : (
          <QueryErrorAlert query={query} tone="warning">
            {t('field.failed', { reason: describeError(query.error) })}
          </QueryErrorAlert>
        )}
      </div>
    );
  }

  const workflows = query.data;
  const chosen = workflows.find((workflow) => workflow.workflowUID === value);
  const effects = workflowChangeEffects(mode, initialUID, value);
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        id={id}
        label={label}
        hint={t('field.hint')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      >
        <option value="">{t('field.none')}</option>
        {/* A bound workflow the list does not hold (just deleted) stays choosable as it is. */}
        {initialUID !== '' && !workflows.some((w) => w.workflowUID === initialUID) && (
          <option value={initialUID}>{initialName ?? initialUID}</option>
        )}
        {workflows.map((workflow) => (
          <option key={workflow.workflowUID} value={workflow.workflowUID}>
            {t('field.option', {
              name: workflow.name ?? t('unnamed'),
              steps: t('steps', { count: workflow.actions.length }),
            })}
          </option>
        ))}
      </SelectField>
      {/* Polite, so choosing another workflow reads out what saving it will do. */}
      <div
        role="status"
        className="flex flex-col gap-1 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800"
      >
        {chosen && <p className="font-medium text-slate-900">{summary(chosen)}</p>}
        {effects.map((effect) => (
          <p key={effect}>{t(`effects.${effect}`)}</p>
        ))}
      </div>
    </div>
  );
}
