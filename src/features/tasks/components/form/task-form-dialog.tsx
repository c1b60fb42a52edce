import { useId } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, Dialog } from '@/components/ui';

export interface TaskFormDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  /** A message for the whole form (the service refused for a reason no field carries). */
  message: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A create/complete form in a dialog; the dialog stays open with everything typed on errors. */
export function TaskFormDialog({
  title,
  description,
  submitLabel,
  pending,
  message,
  onSubmit,
  onClose,
  children,
}: TaskFormDialogProps) {
  const { t } = useTranslation('tasks');
  const formId = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? t('form.sending') : submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        aria-busy={pending}
        className="flex flex-col gap-4"
      >
        {message && <Alert tone="error">{message}</Alert>}
        {children}
      </form>
    </Dialog>
  );
}
