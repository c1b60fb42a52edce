import { useTranslation } from '@/lib/i18n';
import { Alert, Button } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useExpireSession } from '../api/mock-settings';

/** Lets a person try the re-login flow without waiting for a token to run out. */
export function ExpireSessionSection() {
  const { t } = useTranslation('settings');
  const expire = useExpireSession();

  return (
    <section
      aria-labelledby="expire-session-heading"
      className="flex max-w-3xl flex-col items-start gap-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id="expire-session-heading" className="text-base font-semibold text-slate-900">
        {t('expireSession.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('expireSession.body')}</p>
      <Button variant="secondary" onClick={() => expire.mutate()} disabled={expire.isPending}>
        {t('expireSession.button')}
      </Button>
      {expire.isError && (
        <Alert tone="error" title={t('expireSession.failed')}>
          {describeError(expire.error)}
        </Alert>
      )}
    </section>
  );
}
