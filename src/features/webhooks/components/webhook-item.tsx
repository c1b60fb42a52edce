import { useTranslation } from '@/lib/i18n';
import type { Webhook, WebhookDelivery } from '@/api/types';
import { Button } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import type { DeliveryGroup } from '../model/delivery-groups';
import { AttemptResult } from './attempt-outcome';
import { SecretField } from './secret-field';
import { TestStatus } from './test-status';
import { WebhookStateText } from './webhook-state';

export interface WebhookItemProps {
  webhook: Webhook;
  /** Newest attempt to this webhook; undefined when none (or no log). */
  lastAttempt: WebhookDelivery | undefined;
  logAvailable: boolean;
  /** Set once a test was sent from this screen: the delivery it produced, if logged yet. */
  test: { group: DeliveryGroup | undefined } | null;
  testPending: boolean;
  onTest: () => void;
  onDelete: () => void;
}

/** One webhook: where it posts, what, in which state, how its last delivery went, its secret. */
export function WebhookItem(props: WebhookItemProps) {
  const { t } = useTranslation('webhooks');
  const { webhook, lastAttempt } = props;
  const deleting = webhook.state === 'Deleting';
  return (
    <li className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4">
      <article aria-label={webhook.url} className="flex flex-col gap-3">
        <h4 className="font-mono text-sm font-semibold break-all text-slate-900">{webhook.url}</h4>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-900">{t('item.events')}</dt>
          <dd className="text-slate-800">
            {webhook.eventType ? <code>{webhook.eventType}</code> : t('item.allEvents')}
          </dd>
          <dt className="font-medium text-slate-900">{t('item.state')}</dt>
          <dd>
            <WebhookStateText state={webhook.state} />
          </dd>
          <dt className="font-medium text-slate-900">{t('item.created')}</dt>
          <dd className="text-slate-800">{formatDateTime(webhook.created)}</dd>
          <dt className="font-medium text-slate-900">{t('item.lastDelivery')}</dt>
          <dd className="text-slate-800">
            {!props.logAvailable ? (
              t('item.lastDeliveryUnknown')
            ) : lastAttempt ? (
              <>
                <AttemptResult attempt={lastAttempt} />
                {' · '}
                {t('item.lastDeliveryDetail', {
                  type: lastAttempt.EventType,
                  attempt: lastAttempt.attempt,
                  time: formatDateTime(lastAttempt.time),
                })}
              </>
            ) : (
              t('item.noDeliveries')
            )}
          </dd>
        </dl>
        <SecretField secret={webhook.secret} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={props.testPending || deleting}
            onClick={props.onTest}
          >
            {t('item.test')}
          </Button>
          <Button variant="danger" size="sm" disabled={deleting} onClick={props.onDelete}>
            {t('item.delete')}
          </Button>
        </div>
        {props.test && <TestStatus group={props.test.group} logAvailable={props.logAvailable} />}
      </article>
    </li>
  );
}
