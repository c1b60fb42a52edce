import { useTranslation } from '@/lib/i18n';
import { TextField } from '@/components/ui';
import type { LoginForm } from '../hooks/use-login-form';
import { KeepAliveSelect } from './keep-alive-select';

interface LoginFieldsProps {
  form: LoginForm;
  /** The re-login dialog signs the same person in again: the name is shown, not edited. */
  userNameReadOnly?: boolean;
}

/** Email, password and token lifetime, wired to a login form's state and errors. */
export function LoginFields({ form, userNameReadOnly = false }: LoginFieldsProps) {
  const { t } = useTranslation('auth');
  const { values, setField, fieldErrors, pending, userNameRef, passwordRef } = form;
  return (
    <>
      <TextField
        ref={userNameRef}
        label={t('login.email')}
        type="email"
        name="username"
        autoComplete="username"
        spellCheck={false}
        required
        readOnly={userNameReadOnly}
        value={values.userName}
        onChange={(event) => setField('userName', event.target.value)}
        error={fieldErrors.userName}
      />
      <TextField
        ref={passwordRef}
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => setField('password', event.target.value)}
        error={fieldErrors.password}
      />
      <KeepAliveSelect
        value={values.keepAliveTime}
        onChange={(minutes) => setField('keepAliveTime', minutes)}
        error={fieldErrors.keepAliveTime}
        disabled={pending}
      />
    </>
  );
}
