import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Webhook, WebhookDelivery } from '@/api/types';
import { EmptyState, showToast } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { describeError } from '@/lib/i18n';
import { useRedeliver } from '../api/deliveries-query';
import {
  filterGroups,
  NO_FILTERS,
  type DeliveryFilters,
  type DeliveryGroup,
} from '../model/delivery-groups';
import { isMissingExtension, isNotFound } from '../model/extension';
import { AttemptDialog } from './attempt-dialog';
import { DeliveryFiltersBar } from './delivery-filters';
import { DeliveryGroupList } from './delivery-group-list';
import { NewAttemptsAnnouncer } from './new-attempts-announcer';

export interface DeliveryLogProps {
  /** Every group of the log, newest activity first. */
  groups: readonly DeliveryGroup[];
  attemptCount: number;
  webhooks: readonly Pick<Webhook, 'webhookUID' | 'url'>[];
}

/** The delivery log: filters, the grouped attempts, one attempt's details, and redelivery. */
export function DeliveryLog({ groups, attemptCount, webhooks }: DeliveryLogProps) {
  const { t } = useTranslation('webhooks');
  const [filters, setFilters] = useState<DeliveryFilters>(NO_FILTERS);
  const [open, setOpen] = useState<WebhookDelivery | null>(null);
  const [canRedeliver, setCanRedeliver] = useState(true);
  const redeliver = useRedeliver();
  const shown = useMemo(() => filterGroups(groups, filters), [groups, filters]);

  // Attempts to webhooks deleted since still deserve a filter entry, named by their URL.
  const choices = useMemo(() => {
    const byUid = new Map(webhooks.map((w) => [w.webhookUID, w]));
    for (const group of groups) {
      if (!byUid.has(group.webhookUID))
        byUid.set(group.webhookUID, { webhookUID: group.webhookUID, url: group.url });
    }
    return [...byUid.values()];
  }, [groups, webhooks]);

  const onRedeliver = (group: DeliveryGroup) =>
    redeliver.mutate(
      { webhookUID: group.webhookUID, eventId: group.eventId },
      {
        onSuccess: (attempt) =>
          showToast({
            tone: attempt.httpStatus === 200 ? 'success' : 'warning',
            message:
              attempt.httpStatus === 200
                ? t('redeliver.delivered', { attempt: attempt.attempt })
                : t('redeliver.failed', {
                    attempt: attempt.attempt,
                    result: attempt.error ?? `HTTP ${attempt.httpStatus ?? ''}`,
                  }),
          }),
        onError: (error) => {
          // A 404 for a webhook that still exists can only mean the path itself is missing.
          const webhookExists = webhooks.some((w) => w.webhookUID === group.webhookUID);
          if (isMissingExtension(error) && (webhookExists || !isNotFound(error))) {
            setCanRedeliver(false);
            showToast({ tone: 'info', message: t('redeliver.unsupported') });
            return;
          }
          showToast({ tone: 'error', message: describeError(error) });
        },
      },
    );

  return (
    <div className="flex flex-col gap-3">
      <DeliveryFiltersBar filters={filters} onChange={setFilters} webhooks={choices} />
      <p className="text-sm text-slate-700">
        {t('log.count', {
          count: shown.length,
          events: formatNumber(shown.length),
          attempts: formatNumber(attemptCount),
        })}
      </p>
      <NewAttemptsAnnouncer attemptCount={attemptCount} />
      {!canRedeliver && <p className="text-sm text-slate-700">{t('redeliver.unsupported')}</p>}
      {shown.length === 0 ? (
        <EmptyState title={groups.length === 0 ? t('log.emptyTitle') : t('log.noMatchTitle')}>
          {groups.length === 0 ? t('log.empty') : t('log.noMatch')}
        </EmptyState>
      ) : (
        <DeliveryGroupList
          groups={shown}
          onOpen={setOpen}
          onRedeliver={canRedeliver ? onRedeliver : undefined}
          redelivering={
            redeliver.isPending
              ? `${redeliver.variables.webhookUID} ${redeliver.variables.eventId}`
              : null
          }
        />
      )}
      <AttemptDialog attempt={open} onClose={() => setOpen(null)} />
    </div>
  );
}
