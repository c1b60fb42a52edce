import { useTranslation } from '@/lib/i18n';
import { Alert, InfoTip, Spinner } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useDeliveries } from '../api/deliveries-query';
import { useWebhookClients, useWebhookList } from '../api/webhooks-query';
import type { WebhookDelivery } from '@/api/types';
import type { DeliveryGroup } from '../model/delivery-groups';
import { isMissingExtension } from '../model/extension';
import { DeliveryLog } from './delivery-log';
import { PageSection } from './page-section';
import { ReceiverGuide } from './receiver-guide';
import { RegisterWebhookForm } from './register-webhook-form';
import { WebhookList } from './webhook-list';
import { QueryErrorAlert } from '@/components/query-error-alert';

const NO_GROUPS: DeliveryGroup[] = [];
const NO_LATEST = new Map<string, WebhookDelivery>();

/**
 * The integration console: webhooks per client, registration, tests, the delivery log with
 * redelivery, and the receiver guide. Parts that rest on x-extension paths explain themselves
 * when the server lacks them; the rest keeps working.
 */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const list = useWebhookList();
  const clients = useWebhookClients();
  const deliveries = useDeliveries();
  const log = deliveries.data;
  const groups = log?.groups ?? NO_GROUPS;
  const logMissing = isMissingExtension(deliveries.error);
  const webhooks = list.data ?? [];
  // Only clients the person administers (or whose rights the server does not state) take a new webhook.
  const registrable = (clients.data ?? []).filter((client) => client.isAdmin !== false);

  let listBody;
  if (list.isPending) listBody = <Spinner label={t('list.loading')} />;
  else if (isMissingExtension(list.error))
    listBody = <Alert tone="info">{t('list.unsupported')}</Alert>;
  else if (list.isError) listBody = <QueryErrorAlert query={list} />;
  else
    listBody = (
      <WebhookList
        webhooks={webhooks}
        clients={clients.data ?? []}
        groups={groups}
        lastAttempts={log?.latestByWebhook ?? NO_LATEST}
        logAvailable={log !== undefined}
      />
    );

  let logBody;
  if (logMissing) logBody = <Alert tone="info">{t('log.unsupported')}</Alert>;
  else if (deliveries.isError)
    logBody = <Alert tone="error">{describeError(deliveries.error)}</Alert>;
  else if (!log) logBody = <Spinner label={t('log.loading')} />;
  else
    logBody = (
      <DeliveryLog groups={groups} attemptCount={log.attempts.length} webhooks={webhooks} />
    );

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <div className="flex items-center gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <InfoTip label={t('common:about', { title: t('title') })}>{t('intro')}</InfoTip>
        </div>
      </header>
      <PageSection id="webhooks-list" title={t('list.title')}>
        {listBody}
      </PageSection>
      <PageSection id="webhooks-register" title={t('form.title')}>
        <RegisterWebhookForm clients={registrable} />
      </PageSection>
      <PageSection
        id="webhooks-log"
        title={t('log.title')}
        info={t('log.intro')}
        infoLabel={t('common:about', { title: t('log.title') })}
      >
        {logBody}
      </PageSection>
      <PageSection id="webhooks-guide" title={t('guide.title')}>
        <ReceiverGuide />
      </PageSection>
    </div>
  );
}
