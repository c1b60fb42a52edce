import { useTranslation } from '@/lib/i18n';
import type { EventType, Webhook } from '@/api/types';
import { SelectField } from '@/components/ui';
import type { DeliveryFilters, OutcomeFilter } from '../model/delivery-groups';
import { EVENT_TYPES } from '../model/event-samples';

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
      <SelectField
        label={t('log.filterWebhook')}
        value={filters.webhookUID ?? ''}
        onChange={(e) => onChange({ ...filters, webhookUID: e.target.value || null })}
      >
        <option value="">{t('log.allWebhooks')}</option>
        {webhooks.map((w) => (
          <option key={w.webhookUID} value={w.webhookUID}>
            {w.url}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('log.filterEventType')}
        value={filters.eventType ?? ''}
        onChange={(e) =>
          onChange({ ...filters, eventType: (e.target.value || null) as EventType | null })
        }
      >
        <option value="">{t('log.allEventTypes')}</option>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('log.filterOutcome')}
        value={filters.outcome}
        onChange={(e) => onChange({ ...filters, outcome: e.target.value as OutcomeFilter })}
      >
        {OUTCOMES.map((o) => (
          <option key={o} value={o}>
            {outcomeLabel[o]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
