import { useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Session } from '@/api/session';
import { DEFAULT_KEEP_ALIVE, type KeepAliveMinutes } from '../lib/keep-alive';
import { classifyLoginError, type LoginFailure, type LoginField } from '../lib/login-error';
import { useSignIn } from './use-sign-in';

export interface LoginValues {
  userName: string;
  password: string;
  keepAliveTime: KeepAliveMinutes;
}

export type LoginFieldErrors = Partial<Record<LoginField, string>>;

export interface LoginFormOptions {
  /** Prefilled user name (the re-login dialog's, read-only there). */
  userName?: string;
  onSignedIn: (session: Session) => void;
}

/**
 * State and submit of a sign-in form. Values live in state and are never reset
 * on failure, so a Lite-plan or wrong-password answer keeps what was typed.
 */
export function useLoginForm({ userName = '', onSignedIn }: LoginFormOptions) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<LoginValues>({
    userName,
    password: '',
    keepAliveTime: DEFAULT_KEEP_ALIVE,
  });
  const [clientErrors, setClientErrors] = useState<LoginFieldErrors>({});
  const signIn = useSignIn();
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const failure: LoginFailure | null = signIn.error ? classifyLoginError(signIn.error) : null;
  const fieldErrors: LoginFieldErrors = {
    ...(failure?.kind === 'fields' ? failure.fields : {}),
    ...clientErrors,
  };

  const focusFirstInvalid = (errors: LoginFieldErrors) => {
    if (errors.userName) userNameRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
  };

  const setField = <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const errors: LoginFieldErrors = {};
    if (values.userName.trim() === '') errors.userName = t('validation.emailRequired');
    if (values.password === '') errors.password = t('validation.passwordRequired');
    setClientErrors(errors);
    if (errors.userName || errors.password) {
      signIn.reset();
      focusFirstInvalid(errors);
      return;
    }
    signIn.mutate(
      {
        userName: values.userName.trim(),
        password: values.password,
        keepAliveTime: values.keepAliveTime,
      },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const next = classifyLoginError(error);
          if (next.kind === 'fields') focusFirstInvalid(next.fields);
        },
      },
    );
  };

  return {
    values,
    setField,
    fieldErrors,
    /** Client-side checks failed; nothing was sent. */
    invalid: Object.values(clientErrors).some(Boolean),
    failure,
    pending: signIn.isPending,
    submit,
    userNameRef,
    passwordRef,
  };
}

export type LoginForm = ReturnType<typeof useLoginForm>;
