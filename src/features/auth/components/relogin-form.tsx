import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Session } from '@/api/session';
import { Button } from '@/components/ui';
import { useLoginForm } from '../hooks/use-login-form';
import { LoginFailureAlert } from './login-failure-alert';
import { LoginFields } from './login-fields';

interface ReloginFormProps {
  userName: string;
  onSignedIn: (session: Session) => void;
  onLater: () => void;
  onSwitchUser: () => void;
}

export function ReloginForm({ userName, onSignedIn, onLater, onSwitchUser }: ReloginFormProps) {
  const { t } = useTranslation('auth');
  const form = useLoginForm({ userName, onSignedIn });
  const { passwordRef } = form;

  // showModal focuses the first control, the read-only name; the password is what to type.
  useEffect(() => {
    passwordRef.current?.focus();
  }, [passwordRef]);

  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-busy={form.pending}
      className="flex flex-col gap-4"
    >
      <LoginFailureAlert failure={form.failure} invalid={form.invalid} />
      <LoginFields form={form} userNameReadOnly />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onSwitchUser}>
          {t('relogin.switchUser')}
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onLater}>
            {t('relogin.later')}
          </Button>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('login.submitting') : t('relogin.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
