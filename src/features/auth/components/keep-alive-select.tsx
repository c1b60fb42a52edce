import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SelectField, focusRing, cn } from '@/components/ui';
import { KEEP_ALIVE_OPTIONS, parseKeepAlive, type KeepAliveMinutes } from '../lib/keep-alive';

interface KeepAliveSelectProps {
  value: KeepAliveMinutes;
  onChange: (minutes: KeepAliveMinutes) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const labelKeyOf = (minutes: KeepAliveMinutes) =>
  KEEP_ALIVE_OPTIONS.find((option) => option.minutes === minutes)?.labelKey ?? 'keepAlive.default';

/**
 * "Stay signed in for": the token lifetime asked for at sign-in. Most people keep the standard
 * length, so the choice sits folded under a line that names it; an error about it unfolds it.
 */
export function KeepAliveSelect({ value, onChange, error, disabled }: KeepAliveSelectProps) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open || Boolean(error)}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="text-sm text-slate-800"
    >
      <summary className={cn('w-fit cursor-pointer rounded-sm py-1', focusRing)}>
        {t('keepAlive.summary', { choice: t(labelKeyOf(value)) })}
      </summary>
      <div className="mt-2">
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
      </div>
    </details>
  );
}
