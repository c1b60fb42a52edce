import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowRole } from '@/api/types';
import { Button } from '@/components/ui';
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
  const captionId = useId();
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
    <section aria-labelledby={captionId} className="flex flex-col gap-3">
      <h2 id={captionId} className="text-base font-semibold text-slate-900">
        {t('rolesEditor.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('rolesEditor.intro')}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('rolesEditor.heading')}</caption>
          <thead>
            <tr className="text-start">
              <th scope="col" className="p-1 text-start">
                {t('rolesEditor.uid')}
              </th>
              <th scope="col" className="p-1 text-start">
                {t('rolesEditor.name')}
              </th>
              <th scope="col" className="p-1 text-start">
                {t('rolesEditor.kind')}
              </th>
              <th scope="col" className="p-1 text-start">
                {t('rolesEditor.uses')}
              </th>
              <th scope="col" className="p-1 text-start">
                <span className="sr-only">{t('rolesEditor.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-slate-200 align-top">
              <td className="p-1 font-mono">{PROJECT_OWNERS_ROLE}</td>
              <td className="p-1">{t('roles.projectOwners')}</td>
              <td className="p-1">{t('roles.internal')}</td>
              <td className="p-1">
                <RoleUseList uses={roleUses(actions, PROJECT_OWNERS_ROLE)} />
              </td>
              <td className="p-1 text-slate-700">{t('rolesEditor.builtIn')}</td>
            </tr>
            {roles.map((role, index) => (
              <RoleRow
                // Position is the row's identity: the uid itself is being edited.
                key={index}
                role={role}
                index={index}
                uses={roleUses(actions, role.uid)}
                issues={issues}
                nameRef={focus.refAt(index)}
                onChange={(patch) => update(index, patch)}
                onRemove={() => askRemove(index)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {generalError && <p className="text-sm font-medium text-red-700">{generalError}</p>}
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
