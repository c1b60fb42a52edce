import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { Alert, Button, Dialog, DialogActions, showToast } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useEditProject } from '../../api/project-mutations';
import { WorkflowField } from './workflow-field';

/**
 * Chooses or changes the project's workflow on its own (the edit form has the same field),
 * saying before saving what the change will do.
 */
export function ChangeWorkflowDialog({
  project,
  onClose,
}: {
  project: Project;
  onClose: () => void;
}) {
  const { t } = useTranslation('project-workflow');
  const fieldId = useId();
  const initialUID = project.workflow?.workflowUID ?? '';
  const [value, setValue] = useState(initialUID);
  const edit = useEditProject(project.projectUID);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (edit.isPending) return;
    if (value === initialUID) {
      onClose();
      return;
    }
    edit.mutate(
      { projectUID: project.projectUID, workflowUID: value },
      {
        onSuccess: () => {
          showToast({
            tone: 'success',
            message: value === '' ? t('change.removed') : t('change.saved'),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!edit.isPending) onClose();
      }}
      title={t('change.title', { name: project.name })}
    >
      <form noValidate onSubmit={submit} aria-busy={edit.isPending} className="flex flex-col gap-4">
        <WorkflowField
          id={fieldId}
          clientUID={project.client.clientUID}
          mode="edit"
          initialUID={initialUID}
          initialName={project.workflow?.name ?? null}
          value={value}
          onChange={(next) => {
            setValue(next);
            edit.reset();
          }}
        />
        {edit.isError && (
          <Alert tone="error">{t('change.failed', { reason: describeError(edit.error) })}</Alert>
        )}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={edit.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={edit.isPending}>
            {edit.isPending ? t('change.saving') : t('change.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
