import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { TriggerType } from '@/api/types';
import { SelectField } from '@/components/ui';
import { staleFieldsPatch, triggerFilterFields } from '@/domain/workflows/reaction-fields';
import { TRIGGER_TYPES } from '@/domain/workflows/vocabulary';
import type { ActionInspectorProps } from '../model/builder-types';
import { ChoiceList } from './choice-list';
import { EmailListField } from './email-list-field';
import { fieldMessage, listOrUndefined, textOrUndefined } from './field-messages';
import { roleChoices } from './role-choices';

/**
 * When the step runs: its trigger and, for a completed task, who must have completed it.
 * Changing the trigger drops filters the new trigger ignores, in the same patch (one undo).
 */
export function TriggerSection(props: ActionInspectorProps) {
  const { action, issues, onChange } = props;
  const { t } = useTranslation('workflow-inspector');
  const headingId = useId();
  const changeTrigger = (triggerType: TriggerType) =>
    onChange({ triggerType, ...staleFieldsPatch({ ...action, triggerType }) });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('trigger.heading')}
      </h4>
      <SelectField
        label={t('trigger.label')}
        value={action.triggerType}
        error={fieldMessage(issues, 'triggerType')}
        onChange={(event) => changeTrigger(event.target.value as TriggerType)}
      >
        {TRIGGER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`triggers.${type}`)}
          </option>
        ))}
      </SelectField>
      {triggerFilterFields(action.triggerType).length > 0 && <TriggerFilters {...props} />}
    </section>
  );
}

/** The executor filters in plain words; each one left empty means "anyone". */
function TriggerFilters({ action, issues, scope, onChange }: ActionInspectorProps) {
  const { t } = useTranslation('workflow-inspector');
  const roles = roleChoices(scope.roles, t);
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-900">{t('filters.legend')}</legend>
      <p className="text-sm text-slate-700">{t('filters.allMustHold')}</p>
      <SelectField
        label={t('filters.executor')}
        value={action.triggerExecutorUid ?? ''}
        error={fieldMessage(issues, 'triggerExecutorUid')}
        onChange={(event) => onChange({ triggerExecutorUid: textOrUndefined(event.target.value) })}
      >
        <option value="">{t('filters.anyone')}</option>
        {scope.client.users.map((user) => (
          <option key={user.userUID} value={user.userUID}>
            {user.fullName}
          </option>
        ))}
        {action.triggerExecutorUid !== undefined &&
          !scope.client.users.some((user) => user.userUID === action.triggerExecutorUid) && (
            <option value={action.triggerExecutorUid}>{action.triggerExecutorUid}</option>
          )}
      </SelectField>
      <SelectField
        label={t('filters.role')}
        value={action.triggerRoleUid ?? ''}
        error={fieldMessage(issues, 'triggerRoleUid')}
        onChange={(event) => onChange({ triggerRoleUid: textOrUndefined(event.target.value) })}
      >
        <option value="">{t('filters.anyRole')}</option>
        {roles.map((role) => (
          <option key={role.value} value={role.value}>
            {role.label}
          </option>
        ))}
        {action.triggerRoleUid !== undefined &&
          !roles.some((role) => role.value === action.triggerRoleUid) && (
            <option value={action.triggerRoleUid}>{action.triggerRoleUid}</option>
          )}
      </SelectField>
      <ChoiceList
        legend={t('filters.roles')}
        choices={roles}
        selected={action.triggerRoleIds ?? []}
        error={fieldMessage(issues, 'triggerRoleIds')}
        onChange={(selected) => onChange({ triggerRoleIds: listOrUndefined(selected) })}
      />
      <EmailListField
        label={t('filters.emails')}
        hint={t('filters.emailsHint')}
        value={action.triggerEmails}
        issues={issues.triggerEmails}
        onChange={(triggerEmails) => onChange({ triggerEmails })}
      />
    </fieldset>
  );
}
