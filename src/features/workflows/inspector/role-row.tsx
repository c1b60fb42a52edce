import { useId } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowRole } from '@/api/types';
import { Button } from '@/components/ui';
import { FieldFooter, controlClass } from '@/components/ui/field-parts';
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

/** One editable role: the controls are named after the role, so a table row reads on its own. */
export function RoleRow({ role, index, uses, issues, nameRef, onChange, onRemove }: RoleRowProps) {
  const { t } = useTranslation('workflow-inspector');
  const label = role.name === '' ? role.uid : role.name;
  const uidError = fieldMessage(issues, `roles[${index}].uid`);
  const nameError = fieldMessage(issues, `roles[${index}].name`);
  const kindError = fieldMessage(issues, `roles[${index}].isInternal`);
  const base = useId();
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="p-1">
        <input
          className={controlClass(Boolean(uidError), 'font-mono')}
          aria-label={t('rolesEditor.uidOf', { n: index + 1 })}
          aria-invalid={uidError ? true : undefined}
          aria-describedby={uidError ? `${base}-uid-error` : undefined}
          maxLength={ACTION_LIMITS.uidMax}
          value={role.uid}
          onChange={(event) => onChange({ uid: event.target.value })}
        />
        <FieldFooter error={uidError} errorId={`${base}-uid-error`} />
        {uses.length > 0 && <p className="text-xs text-slate-700">{t('rolesEditor.uidUsed')}</p>}
      </td>
      <td className="p-1">
        <input
          ref={nameRef}
          className={controlClass(Boolean(nameError))}
          aria-label={t('rolesEditor.nameOf', { n: index + 1 })}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${base}-name-error` : undefined}
          maxLength={ACTION_LIMITS.textMax}
          value={role.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <FieldFooter error={nameError} errorId={`${base}-name-error`} />
      </td>
      <td className="p-1">
        <select
          className={controlClass(Boolean(kindError))}
          aria-label={t('rolesEditor.kindOf', { role: label })}
          aria-invalid={kindError ? true : undefined}
          aria-describedby={kindError ? `${base}-kind-error` : undefined}
          value={role.isInternal ? 'internal' : 'external'}
          onChange={(event) => onChange({ isInternal: event.target.value === 'internal' })}
        >
          <option value="internal">{t('roles.internal')}</option>
          <option value="external">{t('roles.external')}</option>
        </select>
        <FieldFooter error={kindError} errorId={`${base}-kind-error`} />
      </td>
      <td className="p-1">
        <RoleUseList uses={uses} />
      </td>
      <td className="p-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('rolesEditor.removeOf', { role: label })}
          onClick={onRemove}
        >
          {t('rolesEditor.remove')}
        </Button>
      </td>
    </tr>
  );
}
