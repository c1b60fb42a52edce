import { useTranslation } from '@/lib/i18n';
import type { WebhookDelivery } from '@/api/types';
import { Button, Dialog } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { AttemptResult } from './attempt-outcome';
import { CopyButton } from './copy-button';

export interface AttemptDialogProps {
  attempt: WebhookDelivery | null;
  onClose: () => void;
}

/** One attempt exactly as sent: the headers (Api-Secret masked by the service) and the JSON body. */
export function AttemptDialog({ attempt, onClose }: AttemptDialogProps) {
  const { t } = useTranslation('webhooks');
  const body = attempt ? JSON.stringify(attempt.event, null, 2) : '';
  return (
    <Dialog
      open={attempt !== null}
      onClose={onClose}
      title={
        attempt ? t('detail.title', { type: attempt.EventType, attempt: attempt.attempt }) : ''
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      }
    >
      {attempt && (
        <div className="flex flex-col gap-4 text-sm">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t('detail.url')}</dt>
            <dd className="font-mono break-all">{attempt.url}</dd>
            <dt className="font-medium">{t('detail.eventId')}</dt>
            <dd className="font-mono break-all">{attempt.EventId}</dd>
            <dt className="font-medium">{t('detail.result')}</dt>
            <dd>
              <AttemptResult attempt={attempt} />
            </dd>
            <dt className="font-medium">{t('detail.time')}</dt>
            <dd>{formatDateTime(attempt.time, { dateStyle: 'medium', timeStyle: 'medium' })}</dd>
          </dl>
          <section aria-label={t('detail.headers')}>
            <h3 className="font-semibold text-slate-900">{t('detail.headers')}</h3>
            <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 font-mono text-xs text-slate-900">
              {[
                `POST ${attempt.url}`,
                ...attempt.requestHeaders.map((h) => `${h.name}: ${h.value}`),
              ].join('\n')}
            </pre>
            <p className="mt-1 text-slate-700">{t('detail.secretMasked')}</p>
          </section>
          <section aria-label={t('detail.body')}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{t('detail.body')}</h3>
              <CopyButton text={() => body} label={t('detail.copyBody')} />
            </div>
            <pre
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- takes focus to scroll by keyboard; the section around it is the named region
              tabIndex={0}
              className="mt-1 max-h-80 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs text-slate-900"
            >
              {body}
            </pre>
          </section>
        </div>
      )}
    </Dialog>
  );
}
