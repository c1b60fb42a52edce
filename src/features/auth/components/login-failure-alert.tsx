import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import type { LoginFailure } from '../lib/login-error';

interface LoginFailureAlertProps {
  failure: LoginFailure | null;
  /** Client-side checks failed (empty fields). */
  invalid: boolean;
}

/** The announced (role=alert) explanation of why signing in did not work. */
export function LoginFailureAlert({ failure, invalid }: LoginFailureAlertProps) {
  const { t } = useTranslation('auth');
  if (failure?.kind === 'plan') {
    return (
      <Alert tone="error" title={t('errors.planTitle')}>
        <p>{t('errors.planBody')}</p>
        <p className="mt-1 font-medium">{t('errors.planAction')}</p>
      </Alert>
    );
  }
  if (failure?.kind === 'credentials') {
    return (
      <Alert tone="error" title={t('errors.summaryTitle')}>
        {t('errors.credentials')}
      </Alert>
    );
  }
  if (failure?.kind === 'fields') {
    return (
      <Alert tone="error" title={t('errors.summaryTitle')}>
        {Object.keys(failure.fields).length > 0 && <p>{t('errors.checkFields')}</p>}
        {failure.other.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </Alert>
    );
  }
  if (invalid && !failure) {
    return (
      <Alert tone="error" title={t('errors.summaryTitle')}>
        {t('errors.checkFields')}
      </Alert>
    );
  }
  if (failure?.kind === 'other') {
    return (
      <Alert tone="error" title={t('errors.summaryTitle')}>
        {describeError(failure.error, t)}
      </Alert>
    );
  }
  return null;
}
