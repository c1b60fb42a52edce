import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { Alert, Button, Dialog, DialogActions, showToast } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useDeleteProject } from '../../api/project-mutations';

export interface DeleteProjectDialogProps {
  project: Project;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting is permanent, so the dialog says what goes and keeps focus off the danger button. */
export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const { t } = useTranslation('project');
  const remove = useDeleteProject(project.projectUID);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
  }, []);
  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast({ tone: 'success', message: t('toast.deleted', { name: project.name }) });
        onClose();
        onDeleted();
      },
    });
  };
  return (
    <Dialog
      open
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title={t('confirm.delete.title', { name: project.name })}
      description={t('confirm.delete.body')}
    >
      {remove.isError && <Alert tone="error">{describeError(remove.error)}</Alert>}
      <DialogActions>
        <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? t('confirm.working') : t('confirm.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
