import { useTranslation } from '@/lib/i18n';
import type { EventType, Webhook } from '@/api/types';
import type { DeliveryFilters, OutcomeFilter } from '../model/delivery-groups';
import { EVENT_TYPES } from '../model/event-samples';
import { FilterListbox } from './filter-listbox';

export interface DeliveryFiltersBarProps {
  filters: DeliveryFilters;
  onChange: (filters: DeliveryFilters) => void;
  /** Webhooks to choose from (by URL); the log may also hold attempts to deleted ones. */
  webhooks: readonly Pick<Webhook, 'webhookUID' | 'url'>[];
}

const OUTCOMES: OutcomeFilter[] = ['all', 'delivered', 'retrying', 'failing'];

export function DeliveryFiltersBar({ filters, onChange, webhooks }: DeliveryFiltersBarProps) {
  const { t } = useTranslation('webhooks');
  const outcomeLabel: Record<OutcomeFilter, string> = {
    all: t('log.outcomeAll'),
    delivered: t('log.outcomeDelivered'),
    retrying: t('log.outcomeRetrying'),
    failing: t('log.outcomeFailing'),
  };
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FilterListbox
        label={t('log.filterWebhook')}
        value={filters.webhookUID ?? ''}
        choices={[
          { value: '', label: t('log.allWebhooks') },
          ...webhooks.map((w) => ({ value: w.webhookUID, label: w.url })),
        ]}
        onChange={(uid) => onChange({ ...filters, webhookUID: uid || null })}
      />
      <FilterListbox
        label={t('log.filterEventType')}
        value={filters.eventType ?? ''}
        choices={[
          { value: '', label: t('log.allEventTypes') },
          ...EVENT_TYPES.map((type) => ({ value: type, label: type })),
        ]}
        onChange={(type) => onChange({ ...filters, eventType: (type || null) as EventType | null })}
      />
      <FilterListbox
        label={t('log.filterOutcome')}
        value={filters.outcome}
        choices={OUTCOMES.map((o) => ({ value: o, label: outcomeLabel[o] }))}
        onChange={(outcome) => onChange({ ...filters, outcome: outcome as OutcomeFilter })}
      />
    </div>
  );
}
