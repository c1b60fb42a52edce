import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/api/client';
import type { MockSettings } from '@/api/types';
import { Alert, Button, TextField } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useSaveMockSettings } from '../api/mock-settings';
import { draftToSettings, hasErrors, settingsToDraft, validateDraft } from '../model/settings-form';
import type { DraftErrors, SettingsDraft } from '../model/settings-form';
import { FaultFieldsGroup } from './fault-fields';
import { RateLimitFieldsGroup } from './rate-limit-fields';

const NO_ERRORS: DraftErrors = { faults: {}, rateLimits: {} };

/** Edits the offline service's knobs. The draft stays as typed when the service refuses it. */
export function SettingsForm({ initial }: { initial: MockSettings }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsToDraft(initial));
  // Errors appear after the first save attempt, then follow every keystroke; the quota
  // field is checked as soon as it is typed in, since a slip there refuses every upload.
  const [validating, setValidating] = useState(false);
  const [quotaEdited, setQuotaEdited] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveMockSettings();

  const current = validateDraft(draft);
  const errors = validating ? current : NO_ERRORS;
  const quotaError = validating || quotaEdited ? current.storageQuotaMB : undefined;
  const server =
    isApiError(save.error) && save.error.kind === 'validation' ? save.error.fieldErrors : {};
  const serverMessage = (key: string) => server[key]?.join(' ');

  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValidating(true);
    setAttempt((n) => n + 1);
    if (hasErrors(current)) return;
    save.mutate(draftToSettings(draft), {
      onSuccess: (saved) => setDraft(settingsToDraft(saved)),
      // A 400 names fields; move focus there too, once they render.
      onError: () => setAttempt((n) => n + 1),
    });
  };

  const invalid = hasErrors(errors);
  return (
    <form ref={form} noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      {invalid && <Alert tone="error">{t('fixErrors')}</Alert>}
      {save.isError && (
        <Alert tone="error" title={t('saveFailed')}>
          {describeError(save.error)}
        </Alert>
      )}
      {save.isSuccess && !invalid && <Alert tone="success">{t('saved')}</Alert>}
      <TextField
        label={t('timeScale.label')}
        hint={t('timeScale.hint')}
        name="timeScale"
        inputMode="decimal"
        value={draft.timeScale}
        onChange={(event) => setDraft({ ...draft, timeScale: event.target.value })}
        error={errors.timeScale ? t(errors.timeScale) : serverMessage('timeScale')}
        className="max-w-40"
      />
      <FaultFieldsGroup
        value={draft.faults}
        onChange={(faults) => setDraft({ ...draft, faults })}
        errors={errors.faults}
        serverError={serverMessage('faults')}
      />
      <RateLimitFieldsGroup
        value={draft.rateLimits}
        onChange={(rateLimits) => setDraft({ ...draft, rateLimits })}
        errors={errors.rateLimits}
        serverError={serverMessage('rateLimits')}
      />
      <TextField
        label={t('storageQuota.label')}
        hint={t('storageQuota.hint')}
        name="storageQuotaMB"
        inputMode="decimal"
        value={draft.storageQuotaMB}
        onChange={(event) => {
          setQuotaEdited(true);
          setDraft({ ...draft, storageQuotaMB: event.target.value });
        }}
        error={quotaError ? t(quotaError) : serverMessage('storageQuotaMB')}
        className="max-w-40"
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
