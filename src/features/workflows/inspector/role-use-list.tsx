import { useTranslation } from '@/lib/i18n';
import type { RoleUse } from './role-uses';

/** "Step 2 · Review by the printer: receives the task" for each use of a role. */
export function RoleUseList({ uses }: { uses: readonly RoleUse[] }) {
  const { t } = useTranslation('workflow-inspector');
  if (uses.length === 0) return <span className="text-slate-700">{t('rolesEditor.unused')}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {uses.map((use) => (
        <li key={`${use.action.uid}-${use.field}`}>
          {t('rolesEditor.use', {
            n: use.index + 1,
            step: use.action.friendlyName ?? t(`reactions.${use.action.reactionType}`),
            field: t(`rolesEditor.fields.${use.field}`),
          })}
        </li>
      ))}
    </ul>
  );
}
