import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/components/ui';
import type { ActionInspectorProps } from '../model/builder-types';
import { fieldMessage, textOrUndefined } from './field-messages';

/** MoveInKanban's column, from the client's board. */
export function KanbanColumnField({ action, issues, scope, onChange }: ActionInspectorProps) {
  const { t } = useTranslation('workflow-inspector');
  const value = action.targetKanbanColumnUid ?? '';
  const known = scope.client.kanbanColumns.some((column) => column.kanbanColumnUID === value);
  return (
    <SelectField
      label={t('fields.kanbanColumn')}
      value={value}
      error={fieldMessage(issues, 'targetKanbanColumnUid')}
      onChange={(event) => onChange({ targetKanbanColumnUid: textOrUndefined(event.target.value) })}
    >
      <option value="">{t('fields.choose')}</option>
      {scope.client.kanbanColumns.map((column) => (
        <option key={column.kanbanColumnUID} value={column.kanbanColumnUID}>
          {column.name}
        </option>
      ))}
      {value !== '' && !known && <option value={value}>{t('fields.missing', { value })}</option>}
    </SelectField>
  );
}

/** SwitchToWorkflow's target: another workflow of the same client. */
export function TargetWorkflowField({ action, issues, scope, onChange }: ActionInspectorProps) {
  const { t } = useTranslation('workflow-inspector');
  const value = action.targetWorkflowUid ?? '';
  const known = scope.otherWorkflows.some((workflow) => workflow.workflowUID === value);
  return (
    <SelectField
      label={t('fields.targetWorkflow')}
      hint={t('fields.targetWorkflowHint')}
      value={value}
      error={fieldMessage(issues, 'targetWorkflowUid')}
      onChange={(event) => onChange({ targetWorkflowUid: textOrUndefined(event.target.value) })}
    >
      <option value="">{t('fields.choose')}</option>
      {scope.otherWorkflows.map((workflow) => (
        <option key={workflow.workflowUID} value={workflow.workflowUID}>
          {workflow.name ?? t('fields.unnamedWorkflow')}
        </option>
      ))}
      {value !== '' && !known && <option value={value}>{t('fields.missing', { value })}</option>}
    </SelectField>
  );
}
