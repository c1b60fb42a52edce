import { useTranslation } from '@/lib/i18n';
import type { WebhookDelivery } from '@/api/types';

/** "HTTP 200" or the network error, for one attempt. */
export function AttemptResult({ attempt }: { attempt: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  if (attempt.httpStatus !== null) {
    return (
      <span className={attempt.httpStatus === 200 ? 'text-green-800' : 'text-red-800'}>
        {t('attempt.http', { status: attempt.httpStatus })}
      </span>
    );
  }
  // The demo in the browser records deliveries without posting them: nothing failed.
  if (attempt.notSent) return <span className="text-slate-700">{t('attempt.notSent')}</span>;
  return <span className="text-red-800">{attempt.error ?? t('attempt.noAnswer')}</span>;
}
