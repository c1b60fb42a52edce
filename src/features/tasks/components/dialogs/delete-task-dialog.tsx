import { useTranslation } from '@/lib/i18n';
import type { Task } from '@/api/types';
import { Alert, Button, Dialog } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useDeleteTask } from '../../api/task-mutations';
import { isExternalTask } from '../../model/task-types';

/** Deletes a task after saying what that means. */
export function DeleteTaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const remove = useDeleteTask();
  const who = task.user.fullName ?? task.user.email;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('delete.title', { type: t(`type.${task.type}`), name: who })}
      description={isExternalTask(task) ? t('delete.external') : t('delete.body', { name: who })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(task, { onSuccess: onClose })}
          >
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      {remove.isError && <Alert tone="error">{describeError(remove.error)}</Alert>}
    </Dialog>
  );
}
