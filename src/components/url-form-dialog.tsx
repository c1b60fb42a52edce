import { useId, useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, Dialog, TextField } from '@/components/ui';
import { fieldMessage } from '@/lib/form-errors';
import { describeError } from '@/lib/i18n';
import { httpUrl } from '@/lib/url';

export interface UrlFormDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  /** Shown on the submit button while the request is out. */
  sendingLabel: string;
  /** The URL field's texts; `required` and `notHttp` are its local checks. */
  url: { label: string; hint: string; required: string; notHttp: string };
  /**
   * The optional name field. `field`: the body field the service reports it under.
   * `notPath` set: the name becomes a file name, so one with / or \ is refused here.
   */
  name: { label: string; hint: string; field: string; notPath?: string | undefined };
  pending: boolean;
  /** The last refusal: its field messages show beside the fields, anything else above them. */
  error: unknown;
  /** Gets the trimmed URL (http or https) and name ('' when none) once both pass. */
  onSubmit: (url: string, name: string) => void;
  onClose: () => void;
}

interface Problems {
  url?: string | undefined;
  name?: string | undefined;
}

/** A URL and an optional name in a dialog; what was typed stays when the service refuses it. */
export function UrlFormDialog(props: UrlFormDialogProps) {
  const { url: urlTexts, name: nameTexts, error, pending } = props;
  const { t } = useTranslation('common');
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const urlRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const shown: Problems = {
    url: problems.url ?? fieldMessage(error, 'url'),
    name: problems.name ?? fieldMessage(error, nameTexts.field),
  };
  const general = error && !shown.url && !shown.name ? describeError(error) : null;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {};
    const trimmed = url.trim();
    if (trimmed === '') found.url = urlTexts.required;
    else if (!httpUrl(trimmed)) found.url = urlTexts.notHttp;
    if (nameTexts.notPath && /[\\/]/.test(name)) found.name = nameTexts.notPath;
    setProblems(found);
    if (found.url || found.name) {
      urlRef.current?.focus();
      return;
    }
    props.onSubmit(trimmed, name.trim());
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? props.sendingLabel : props.submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {general && <Alert tone="error">{general}</Alert>}
        <TextField
          ref={urlRef}
          label={urlTexts.label}
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          value={url}
          error={shown.url}
          hint={urlTexts.hint}
          onChange={(event) => setUrl(event.target.value)}
        />
        <TextField
          label={nameTexts.label}
          value={name}
          error={shown.name}
          hint={nameTexts.hint}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
