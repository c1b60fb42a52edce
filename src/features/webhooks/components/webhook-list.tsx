import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui';
import type { ClientRef, Webhook, WebhookDelivery } from '@/api/types';
import { describeError } from '@/lib/i18n';
import { useDeleteWebhook, useTestWebhook } from '../api/webhook-mutations';
import type { DeliveryGroup } from '../model/delivery-groups';
import { findTestGroup } from '../model/test-outcome';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { WebhookItem } from './webhook-item';

export interface WebhookListProps {
  webhooks: readonly Webhook[];
  clients: readonly ClientRef[];
  groups: readonly DeliveryGroup[];
  lastAttempts: ReadonlyMap<string, WebhookDelivery>;
  logAvailable: boolean;
}

/** Webhooks per client (tenant), each with its test and delete actions. */
export function WebhookList(props: WebhookListProps) {
  const { t } = useTranslation('webhooks');
  const test = useTestWebhook();
  const remove = useDeleteWebhook();
  // When each webhook's last test was sent from here (ms), to follow its attempts.
  const [testsSent, setTestsSent] = useState<Record<string, number>>({});
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  const sections = useMemo(() => {
    const known = props.clients.map((client) => ({
      client,
      webhooks: props.webhooks.filter((w) => w.clientUID === client.clientUID),
    }));
    const rest = props.webhooks.filter(
      (w) => !props.clients.some((c) => c.clientUID === w.clientUID),
    );
    return { known, rest };
  }, [props.clients, props.webhooks]);

  const sendTest = (webhook: Webhook) => {
    test.mutate(webhook.webhookUID, {
      // Errors get the app's error toast (MutationCache).
      onSuccess: ({ webhookUID, sentAt }) =>
        setTestsSent((sent) => ({ ...sent, [webhookUID]: sentAt })),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.webhookUID, {
      onSuccess: () => showToast({ tone: 'success', message: t('delete.done') }),
      onError: (error) => showToast({ tone: 'error', message: describeError(error) }),
      onSettled: () => setDeleting(null),
    });
  };

  const item = (webhook: Webhook) => {
    const sentAt = testsSent[webhook.webhookUID];
    return (
      <WebhookItem
        key={webhook.webhookUID}
        webhook={webhook}
        lastAttempt={props.lastAttempts.get(webhook.webhookUID)}
        logAvailable={props.logAvailable}
        test={
          sentAt === undefined
            ? null
            : { group: findTestGroup(props.groups, webhook.webhookUID, sentAt) }
        }
        testPending={test.isPending && test.variables === webhook.webhookUID}
        onTest={() => sendTest(webhook)}
        onDelete={() => setDeleting(webhook)}
      />
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {sections.known.map(({ client, webhooks }) => (
        <section key={client.clientUID} aria-label={client.name} className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-slate-900">
            {t('list.clientHeading', { client: client.name, count: webhooks.length })}
          </h3>
          {webhooks.length === 0 ? (
            <p className="text-sm text-slate-700">{t('list.noneForClient')}</p>
          ) : (
            <ul className="flex flex-col gap-3">{webhooks.map(item)}</ul>
          )}
        </section>
      ))}
      {sections.rest.length > 0 && (
        <ul className="flex flex-col gap-3">{sections.rest.map(item)}</ul>
      )}
      <DeleteWebhookDialog
        url={deleting?.url ?? null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
