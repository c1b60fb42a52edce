import { useId, useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import type { Project } from '@/api/types';
import { Alert, Button, Dialog, TextField, showToast } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { httpUrl } from '@/lib/url';
import { useUploadFromUrl } from '../api/upload-from-url';

interface Errors {
  url?: string | undefined;
  fileName?: string | undefined;
}

/** The service's 400 keys its messages by the field name as sent. */
function fieldErrorsOf(error: unknown): Errors {
  if (!isApiError(error)) return {};
  const pick = (name: string) =>
    Object.entries(error.fieldErrors)
      .find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
      ?.join(' ');
  return { url: pick('url'), fileName: pick('fileName') };
}

/** POST /api/v1/asset/upload_url: the service downloads a public http(s) file into the project. */
export function UrlUploadDialog({
  project,
  onClose,
}: {
  project: Pick<Project, 'projectUID' | 'name'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('uploads');
  const [url, setUrl] = useState('');
  const [fileName, setFileName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const urlRef = useRef<HTMLInputElement>(null);
  const mutation = useUploadFromUrl(project.projectUID);
  const serverFields = fieldErrorsOf(mutation.error);
  const shown: Errors = {
    url: errors.url ?? serverFields.url,
    fileName: errors.fileName ?? serverFields.fileName,
  };
  const general =
    mutation.error && !shown.url && !shown.fileName ? describeError(mutation.error) : null;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (url.trim() === '') found.url = t('url.required');
    else if (!httpUrl(url.trim())) found.url = t('url.notHttp');
    if (/[\\/]/.test(fileName)) found.fileName = t('url.nameNotPath');
    setErrors(found);
    if (found.url || found.fileName) {
      urlRef.current?.focus();
      return;
    }
    const name = fileName.trim();
    mutation.mutate(
      { projectUID: project.projectUID, url: url.trim(), ...(name ? { fileName: name } : {}) },
      {
        onSuccess: () => {
          showToast({ tone: 'success', message: t('url.accepted', { name: project.name }) });
          onClose();
        },
      },
    );
  };

  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('url.title')}
      description={t('url.description', { name: project.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={mutation.isPending}>
            {mutation.isPending ? t('url.sending') : t('url.submit')}
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
          label={t('url.nameLabel')}
          value={fileName}
          error={shown.fileName}
          hint={t('url.nameHint')}
          onChange={(event) => setFileName(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
