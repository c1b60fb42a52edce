import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/api/client';
import type { ClientRef, EventType } from '@/api/types';
import { Alert, Button, SelectField, TextField } from '@/components/ui';
import { fieldMessage, formMessage } from '@/lib/form-errors';
import { useRegisterWebhook } from '../api/webhook-mutations';
import { EVENT_TYPES } from '../model/event-samples';
import { parseWebhookUrl } from '../model/webhook-url';

const FIELDS = ['url', 'clientUID', 'eventType'] as const;

/**
 * Registers a webhook. The URL is checked as typed rules go (http or https) before sending;
 * the service's 400 lands on the field it names and its 412 (URL already registered for the
 * tenant) on the URL. Nothing typed is lost on an error.
 */
export function RegisterWebhookForm({ clients }: { clients: readonly ClientRef[] }) {
  const { t } = useTranslation('webhooks');
  const register = useRegisterWebhook();
  const [url, setUrl] = useState('');
  const [clientUID, setClientUID] = useState('');
  const [eventType, setEventType] = useState<EventType | ''>('');
  const [urlProblem, setUrlProblem] = useState<string | undefined>();
  const [registered, setRegistered] = useState<string | null>(null);

  const error = register.error;
  const duplicate = isApiError(error) && error.kind === 'precondition';
  const urlError =
    urlProblem ??
    fieldMessage(error, 'url') ??
    (duplicate ? t('form.urlTaken', { message: error.userMessage }) : undefined);
  const chosenClient = clientUID || clients[0]?.clientUID || '';

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRegistered(null);
    const parsed = parseWebhookUrl(url);
    if (parsed === null) {
      setUrlProblem(url.trim() === '' ? t('form.urlMissing') : t('form.urlInvalid'));
      return;
    }
    setUrlProblem(undefined);
    register.mutate(
      {
        url: parsed,
        ...(chosenClient ? { clientUID: chosenClient } : {}),
        ...(eventType ? { eventType } : {}),
      },
      {
        onSuccess: (webhook) => {
          setRegistered(webhook.url);
          setUrl('');
        },
      },
    );
  };

  const summary = duplicate ? null : formMessage(error, FIELDS);
  return (
    <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
      <TextField
        label={t('form.url')}
        hint={t('form.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={url}
        error={urlError}
        onChange={(e) => {
          setUrl(e.target.value);
          if (urlProblem) setUrlProblem(undefined);
        }}
      />
      <SelectField
        label={t('form.client')}
        error={fieldMessage(error, 'clientUID')}
        value={chosenClient}
        onChange={(e) => setClientUID(e.target.value)}
      >
        {clients.map((client) => (
          <option key={client.clientUID} value={client.clientUID}>
            {client.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.eventType')}
        hint={t('form.eventTypeHint')}
        error={fieldMessage(error, 'eventType')}
        value={eventType}
        onChange={(e) => setEventType(e.target.value as EventType | '')}
      >
        <option value="">{t('form.allEvents')}</option>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      {summary && <Alert tone="error">{summary}</Alert>}
      {registered && (
        <Alert tone="success" title={t('form.registeredTitle')}>
          {t('form.registered', { url: registered })}
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? t('form.registering') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
