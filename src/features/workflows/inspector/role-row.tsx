import type { Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { WorkflowRole } from '@/api/types';
import { Button, SelectField, TextField } from '@/components/ui';
import { ACTION_LIMITS } from '@/domain/workflows/vocabulary';
import type { FieldIssues } from '../model/builder-types';
import { fieldMessage } from './field-messages';
import { RoleUseList } from './role-use-list';
import type { RoleUse } from './role-uses';

interface RoleRowProps {
  role: WorkflowRole;
  index: number;
  uses: readonly RoleUse[];
  issues: FieldIssues;
  nameRef: Ref<HTMLInputElement>;
  onChange: (patch: Partial<WorkflowRole>) => void;
  onRemove: () => void;
}

/**
 * One editable role as a group named after it (the side panel is too narrow for a table
 * row of inputs): uid, name, kind, then the steps that name it.
 */
export function RoleRow({ role, index, uses, issues, nameRef, onChange, onRemove }: RoleRowProps) {
  const { t } = useTranslation('workflow-inspector');
  const label = role.name === '' ? role.uid : role.name;
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t('rolesEditor.legend', { n: index + 1, role: label })}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <TextField
          label={t('rolesEditor.uid')}
          className="font-mono"
          maxLength={ACTION_LIMITS.uidMax}
          value={role.uid}
          hint={uses.length > 0 ? t('rolesEditor.uidUsed') : undefined}
          error={fieldMessage(issues, `roles[${index}].uid`)}
          onChange={(event) => onChange({ uid: event.target.value })}
        />
        <TextField
          ref={nameRef}
          label={t('rolesEditor.name')}
          maxLength={ACTION_LIMITS.textMax}
          value={role.name}
          error={fieldMessage(issues, `roles[${index}].name`)}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      <SelectField
        label={t('rolesEditor.kind')}
        value={role.isInternal ? 'internal' : 'external'}
        error={fieldMessage(issues, `roles[${index}].isInternal`)}
        onChange={(event) => onChange({ isInternal: event.target.value === 'internal' })}
      >
        <option value="internal">{t('roles.internal')}</option>
        <option value="external">{t('roles.external')}</option>
      </SelectField>
      <div className="text-sm">
        <p className="font-medium text-slate-900">{t('rolesEditor.uses')}</p>
        <RoleUseList uses={uses} />
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('rolesEditor.removeOf', { role: label })}
          onClick={onRemove}
        >
          {t('rolesEditor.remove')}
        </Button>
      </div>
    </fieldset>
  );
}
