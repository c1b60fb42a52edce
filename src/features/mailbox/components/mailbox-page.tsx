import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/api/client';
import { Alert, Button, EmptyState, InfoTip, Spinner } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { useOutbox } from '../api/outbox';
import { EmailItem } from './email-item';
import { QueryErrorAlert } from '@/components/query-error-alert';

/** The offline demo's Mailbox: every e-mail the service "sent", newest first. */
export function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const outbox = useOutbox();
  const emails = outbox.data ?? [];
  // A real service has no outbox: the endpoint is missing there.
  const notOffline =
    isApiError(outbox.error) &&
    (outbox.error.kind === 'not-found' || outbox.error.kind === 'bad-response');

  let body;
  if (outbox.isPending) body = <Spinner label={t('loading')} />;
  else if (notOffline) body = <Alert tone="info">{t('onlyOffline')}</Alert>;
  else if (outbox.isError) {
    body = <QueryErrorAlert query={outbox} />;
  } else if (emails.length === 0)
    body = <EmptyState title={t('empty.title')}>{t('empty.body')}</EmptyState>;
  else {
    body = (
      <ul aria-label={t('listLabel')} className="flex flex-col gap-4">
        {emails.map((email) => (
          <EmailItem key={email.emailUID} email={email} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <InfoTip label={t('common:about', { title: t('title') })}>{t('intro')}</InfoTip>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          {outbox.isFetching ? t('refreshing') : t('refresh')}
        </Button>
      </div>
      {emails.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('count', { count: emails.length, formatted: formatNumber(emails.length) })}
        </p>
      )}
      {body}
    </div>
  );
}
