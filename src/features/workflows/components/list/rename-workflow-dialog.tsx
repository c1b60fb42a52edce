import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Workflow } from '@/api/types';
import { Alert, Button, Dialog, TextField } from '@/components/ui';
import { fieldMessage } from '@/lib/form-errors';
import { describeWorkflowError } from '../../access/describe-refusal';
import { WORKFLOW_LIMITS } from '@/domain/workflows/vocabulary';
import { useUpdateWorkflow } from '../../api/workflow-mutations';

/** Renames a workflow; the typed name stays when the service refuses it. */
export function RenameWorkflowDialog(props: { workflow: Workflow | null; onClose: () => void }) {
  if (!props.workflow) return null;
  return <RenameForm workflow={props.workflow} onClose={props.onClose} />;
}

function RenameForm({ workflow, onClose }: { workflow: Workflow; onClose: () => void }) {
  const { t } = useTranslation(['workflows', 'common']);
  const [name, setName] = useState(workflow.name ?? '');
  const [problem, setProblem] = useState<string>();
  const update = useUpdateWorkflow();
  const formId = useId();
  const serverProblem = fieldMessage(update.error, 'name');
  const general = update.error && !serverProblem ? describeWorkflowError(update.error) : null;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setProblem(t('workflows:list.nameRequired'));
    if (trimmed.length > WORKFLOW_LIMITS.nameMax)
      return setProblem(t('workflows:list.nameTooLong', { max: WORKFLOW_LIMITS.nameMax }));
    setProblem(undefined);
    update.mutate({ workflowUID: workflow.workflowUID, name: trimmed }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('workflows:list.renameTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {t('workflows:list.renameSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {general && <Alert tone="error">{general}</Alert>}
        <TextField
          label={t('workflows:list.nameLabel')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem ?? serverProblem}
          autoComplete="off"
          required
        />
      </form>
    </Dialog>
  );
}
