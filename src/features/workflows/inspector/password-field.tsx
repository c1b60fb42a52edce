import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import { FieldFrame } from '@/components/ui/field-parts';
import { ACTION_LIMITS } from '@/domain/workflows/vocabulary';
import { textOrUndefined } from './field-messages';

interface PasswordFieldProps {
  value: string | undefined;
  error: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** The external review's password: masked, with a toggle that shows it while checking it. */
export function PasswordField({ value, error, onChange }: PasswordFieldProps) {
  const { t } = useTranslation('workflow-inspector');
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame label={t('fields.password')} hint={t('fields.passwordHint')} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={ACTION_LIMITS.passwordMax}
            value={value ?? ''}
            onChange={(event) => onChange(textOrUndefined(event.target.value))}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={shown}
            onClick={() => setShown((now) => !now)}
          >
            {t('fields.showPassword')}
          </Button>
        </div>
      )}
    </FieldFrame>
  );
}
