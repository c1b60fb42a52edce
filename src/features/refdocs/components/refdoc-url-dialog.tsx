import { useId, useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import { Alert, Button, Dialog, TextField, showToast } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { httpUrl } from '@/lib/url';
import { useAddRefDocLink, useFetchRefDoc } from '../api/refdoc-mutations';

/** `fetch`: the service downloads the file (upload_url); `link`: a plain link (add_url). */
export type UrlMode = 'fetch' | 'link';

interface Errors {
  url?: string | undefined;
  name?: string | undefined;
}

function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return Object.entries(error.fieldErrors)
    .find(([key]) => key.toLowerCase() === field.toLowerCase())?.[1]
    ?.join(' ');
}

/** Adds a reference document from a URL; what was typed stays when the service refuses it. */
export function RefDocUrlDialog({
  projectUID,
  mode,
  onClose,
}: {
  projectUID: string;
  mode: UrlMode;
  onClose: () => void;
}) {
  const { t } = useTranslation('refdocs');
  const fetchDoc = useFetchRefDoc(projectUID);
  const addLink = useAddRefDocLink(projectUID);
  const mutation = mode === 'fetch' ? fetchDoc : addLink;
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const urlRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const nameField = mode === 'fetch' ? 'fileName' : 'name';
  const shown: Errors = {
    url: errors.url ?? fieldError(mutation.error, 'url'),
    name: errors.name ?? fieldError(mutation.error, nameField),
  };
  const general =
    mutation.error && !shown.url && !shown.name ? describeError(mutation.error) : null;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    const trimmed = url.trim();
    if (trimmed === '') found.url = t('url.required');
    else if (!httpUrl(trimmed)) found.url = t('url.notHttp');
    if (mode === 'fetch' && /[\\/]/.test(name)) found.name = t('url.nameNotPath');
    setErrors(found);
    if (found.url || found.name) {
      urlRef.current?.focus();
      return;
    }
    const label = name.trim();
    const onSuccess = () => {
      showToast({
        tone: 'success',
        message: t(mode === 'fetch' ? 'url.fetchAccepted' : 'url.linkAdded'),
      });
      onClose();
    };
    if (mode === 'fetch') {
      fetchDoc.mutate(
        { projectUID, url: trimmed, ...(label ? { fileName: label } : {}) },
        { onSuccess },
      );
    } else {
      addLink.mutate(
        { projectUID, url: trimmed, ...(label ? { name: label } : {}) },
        { onSuccess },
      );
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`url.${mode}Title`)}
      description={t(`url.${mode}Description`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={mutation.isPending}>
            {mutation.isPending ? t('url.sending') : t(`url.${mode}Submit`)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {general && <Alert tone="error">{general}</Alert>}
        <TextField
          ref={urlRef}
          label={t('url.urlLabel')}
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          value={url}
          error={shown.url}
          hint={t('url.urlHint')}
          onChange={(event) => setUrl(event.target.value)}
        />
        <TextField
          label={t(`url.${mode}NameLabel`)}
          value={name}
          error={shown.name}
          hint={t(`url.${mode}NameHint`)}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
