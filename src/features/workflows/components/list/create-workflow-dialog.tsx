import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import type { ClientDirectory } from '@/api/types';
import { Button, Dialog, SelectField, TextField } from '@/components/ui';
import { WORKFLOW_LIMITS } from '@/domain/workflows/vocabulary';
import { STARTER_IDS, type StarterId } from '../../model/starters';
import type { WorkflowListLinks } from './workflow-links';

interface CreateWorkflowDialogProps {
  open: boolean;
  onClose: () => void;
  clients: readonly ClientDirectory[];
  links: WorkflowListLinks;
}

/** Name, client and starting point; the builder opens with it (nothing is saved until Save). */
export function CreateWorkflowDialog(props: CreateWorkflowDialogProps) {
  if (!props.open || props.clients.length === 0) return null;
  return <CreateForm {...props} />;
}

function CreateForm({ onClose, clients, links }: CreateWorkflowDialogProps) {
  const { t } = useTranslation(['workflows', 'common']);
  const navigate = useNavigate();
  const formId = useId();
  const [name, setName] = useState('');
  const [client, setClient] = useState(clients[0]?.clientUID ?? '');
  const [starter, setStarter] = useState<StarterId>('uploadReview');
  const [problem, setProblem] = useState<string>();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setProblem(t('workflows:list.nameRequired'));
    if (trimmed.length > WORKFLOW_LIMITS.nameMax)
      return setProblem(t('workflows:list.nameTooLong', { max: WORKFLOW_LIMITS.nameMax }));
    void navigate(links.newWorkflow({ client, starter, name: trimmed }));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('workflows:create.title')}
      description={t('workflows:create.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('workflows:create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('workflows:list.nameLabel')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem}
          autoComplete="off"
          required
        />
        {clients.length > 1 ? (
          <SelectField
            label={t('workflows:create.client')}
            value={client}
            onChange={(event) => setClient(event.target.value)}
          >
            {clients.map((entry) => (
              <option key={entry.clientUID} value={entry.clientUID}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">
            {t('workflows:create.starter')}
          </legend>
          {STARTER_IDS.map((id) => (
            // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the label wraps its input; its text sits two spans deep, past the rule's search depth
            <label key={id} className="flex gap-2 rounded border border-slate-300 p-2 text-sm">
              <input
                type="radio"
                name="starter"
                value={id}
                checked={starter === id}
                onChange={() => setStarter(id)}
                className="mt-1"
              />
              <span>
                <span className="block font-medium">{t(`workflows:starters.${id}.name`)}</span>
                <span className="block text-slate-700">{t(`workflows:starters.${id}.hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
