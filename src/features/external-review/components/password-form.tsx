import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, TextField } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import type { ExchangeOutcome } from '../hooks/use-review-access';

interface PasswordFormProps {
  /** Sending the password failed for another reason than a refusal (no connection...). */
  error: unknown;
  onSubmit: (password: string) => Promise<ExchangeOutcome>;
}

/**
 * Asks for the link's password. A refused password is cleared (it is wrong, and unreadable
 * anyway) and the field says why; a password that could not be sent is kept for a retry.
 */
export function PasswordForm({ error, onSubmit }: PasswordFormProps) {
  const { t } = useTranslation('external');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'missing' | 'wrong' | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setProblem('missing');
      field.current?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    const outcome = await onSubmit(password);
    setSending(false);
    if (outcome === 'wrong') {
      setPassword('');
      setProblem('wrong');
      field.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {error !== null && error !== undefined && (
        <Alert tone="error" title={t('failed.title')}>
          {describeError(error)}
        </Alert>
      )}
      <TextField
        ref={field}
        label={t('password.label')}
        type="password"
        autoComplete="current-password"
        // The page's one control: where the reviewer starts.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists for this one field; nothing above it to read first
        autoFocus
        value={password}
        error={problem ? t(`password.${problem}`) : undefined}
        onChange={(event) => {
          setPassword(event.target.value);
          setProblem(null);
        }}
      />
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? t('password.submitting') : t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
