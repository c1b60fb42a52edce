import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { WorkflowRole } from '@/api/types';
import { Button, InfoTip } from '@/components/ui';
import { PROJECT_OWNERS_ROLE } from '@/domain/workflows/vocabulary';
import type { RolesEditorProps } from '../model/builder-types';
import { RemoveRoleDialog } from './remove-role-dialog';
import { RoleRow } from './role-row';
import { RoleUseList } from './role-use-list';
import { usePendingFocus } from './use-pending-focus';
import { freshRoleUid, roleUses } from './role-uses';

/**
 * The workflow's roles as a table: uid, name, internal or external, and every step that
 * names the role. Removing a role that steps use asks first and says where.
 */
export function RolesEditor({ roles, actions, issues, onChange }: RolesEditorProps) {
  const { t } = useTranslation('workflow-inspector');
  const headingId = useId();
  const errorId = useId();
  const [confirming, setConfirming] = useState<number | null>(null);
  const focus = usePendingFocus();

  const update = (index: number, patch: Partial<WorkflowRole>) =>
    onChange(roles.map((role, i) => (i === index ? { ...role, ...patch } : role)));
  const remove = (index: number) => onChange(roles.filter((_, i) => i !== index));
  const askRemove = (index: number) => {
    const role = roles[index];
    if (role && roleUses(actions, role.uid).length > 0) setConfirming(index);
    else remove(index);
  };
  const add = () => {
    const uid = freshRoleUid([PROJECT_OWNERS_ROLE, ...roles.map((role) => role.uid)]);
    onChange([...roles, { uid, name: '', isInternal: true }]);
    focus.focusAfterRender(roles.length);
  };
  const generalError = issues.roles?.join(' ');
  const confirmRole = confirming === null ? undefined : roles[confirming];

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={generalError ? errorId : undefined}
      className="flex flex-col gap-3"
    >
      <div className="flex items-center gap-1">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t('rolesEditor.heading')}
        </h2>
        <InfoTip label={t('common:about', { title: t('rolesEditor.heading') })}>
          {t('rolesEditor.intro')}
        </InfoTip>
      </div>
      <ul className="flex flex-col gap-3">
        <li className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">
            {t('roles.projectOwners')} <span className="font-mono">({PROJECT_OWNERS_ROLE})</span>
          </p>
          <p className="text-slate-700">{t('rolesEditor.builtIn')}</p>
          <p className="mt-1 font-medium text-slate-900">{t('rolesEditor.uses')}</p>
          <RoleUseList uses={roleUses(actions, PROJECT_OWNERS_ROLE)} />
        </li>
        {roles.map((role, index) => (
          // Position is the role's identity here: its uid is one of the things being edited.
          <li key={index}>
            <RoleRow
              role={role}
              index={index}
              uses={roleUses(actions, role.uid)}
              issues={issues}
              nameRef={focus.refAt(index)}
              onChange={(patch) => update(index, patch)}
              onRemove={() => askRemove(index)}
            />
          </li>
        ))}
      </ul>
      {generalError && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {generalError}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={add}>
          {t('rolesEditor.add')}
        </Button>
      </div>
      <RemoveRoleDialog
        role={confirmRole}
        uses={confirmRole ? roleUses(actions, confirmRole.uid) : []}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming !== null) remove(confirming);
          setConfirming(null);
        }}
      />
    </section>
  );
}
