import { useTranslation } from '@/lib/i18n';
import { TextField } from '@/components/ui';
import type { RateLimitErrors, RateLimitFields } from '../model/rate-limits';
import { SettingsFieldset } from './settings-fieldset';

interface RateLimitFieldsProps {
  value: RateLimitFields;
  onChange: (value: RateLimitFields) => void;
  errors: RateLimitErrors;
  serverError: string | undefined;
}

const WINDOWS = ['perSecond', 'perMinute', 'perHour'] as const;

export function RateLimitFieldsGroup({
  value,
  onChange,
  errors,
  serverError,
}: RateLimitFieldsProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsFieldset
      legend={t('rateLimits.legend')}
      hint={t('rateLimits.hint')}
      error={serverError}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {WINDOWS.map((key) => {
          const error = errors[key];
          return (
            <TextField
              key={key}
              label={t(`rateLimits.${key}`)}
              name={key}
              inputMode="numeric"
              value={value[key]}
              onChange={(event) => onChange({ ...value, [key]: event.target.value })}
              error={error ? t(error) : undefined}
            />
          );
        })}
      </div>
      {value.other.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('rateLimits.other', { rules: value.other.join(', ') })}
        </p>
      )}
    </SettingsFieldset>
  );
}
