import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TextField } from '@/components/ui';
import type { FaultErrors, FaultFields } from '../model/faults';
import { MAX_LATENCY_MS } from '../model/faults';
import { SettingsFieldset } from './settings-fieldset';

interface FaultFieldsProps {
  value: FaultFields;
  onChange: (value: FaultFields) => void;
  /** i18n keys from client-side validation. */
  errors: FaultErrors;
  /** The service's own message when it refused the composed string. */
  serverError: string | undefined;
}

export function FaultFieldsGroup({ value, onChange, errors, serverError }: FaultFieldsProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const set = (key: keyof FaultFields) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <SettingsFieldset legend={t('faults.legend')} hint={t('faults.hint')} error={serverError}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${id}-min`}
          label={t('faults.latencyMin')}
          name="latencyMin"
          inputMode="numeric"
          value={value.latencyMin}
          onChange={set('latencyMin')}
          error={errors.latencyMin ? t(errors.latencyMin, { max: MAX_LATENCY_MS }) : undefined}
        />
        <TextField
          id={`${id}-max`}
          label={t('faults.latencyMax')}
          name="latencyMax"
          inputMode="numeric"
          value={value.latencyMax}
          onChange={set('latencyMax')}
          error={errors.latencyMax ? t(errors.latencyMax, { max: MAX_LATENCY_MS }) : undefined}
        />
        <TextField
          id={`${id}-error`}
          label={t('faults.errorPercent')}
          name="errorPercent"
          inputMode="decimal"
          value={value.errorPercent}
          onChange={set('errorPercent')}
          error={errors.errorPercent ? t(errors.errorPercent) : undefined}
        />
      </div>
    </SettingsFieldset>
  );
}
