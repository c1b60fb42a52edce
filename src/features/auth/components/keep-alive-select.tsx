import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/components/ui';
import { KEEP_ALIVE_OPTIONS, parseKeepAlive, type KeepAliveMinutes } from '../lib/keep-alive';

interface KeepAliveSelectProps {
  value: KeepAliveMinutes;
  onChange: (minutes: KeepAliveMinutes) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** "Stay signed in for": the token lifetime asked for at sign-in. */
export function KeepAliveSelect({ value, onChange, error, disabled }: KeepAliveSelectProps) {
  const { t } = useTranslation('auth');
  return (
    <SelectField
      label={t('keepAlive.label')}
      hint={t('keepAlive.hint')}
      error={error}
      disabled={disabled}
      value={String(value)}
      onChange={(event) => onChange(parseKeepAlive(event.target.value))}
    >
      {KEEP_ALIVE_OPTIONS.map((option) => (
        <option key={option.minutes} value={option.minutes}>
          {t(option.labelKey)}
        </option>
      ))}
    </SelectField>
  );
}
