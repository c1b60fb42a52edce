import { useTranslation } from '@/lib/i18n';
import type { WorkflowRole } from '@/api/types';
import { Button, Dialog } from '@/components/ui';
import { RoleUseList } from './role-use-list';
import type { RoleUse } from './role-uses';

interface RemoveRoleDialogProps {
  /** The role to remove; the dialog is closed while undefined. */
  role: WorkflowRole | undefined;
  uses: readonly RoleUse[];
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before removing a role that steps still name, and lists those steps. */
export function RemoveRoleDialog({ role, uses, onCancel, onConfirm }: RemoveRoleDialogProps) {
  const { t } = useTranslation('workflow-inspector');
  const name = role ? (role.name === '' ? role.uid : role.name) : '';
  return (
    <Dialog
      open={role !== undefined}
      onClose={onCancel}
      title={t('rolesEditor.confirmTitle', { role: name })}
      description={t('rolesEditor.confirmText', { count: uses.length })}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('rolesEditor.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('rolesEditor.confirmRemove')}
          </Button>
        </>
      }
    >
      <div className="text-sm">
        <RoleUseList uses={uses} />
      </div>
    </Dialog>
  );
}
