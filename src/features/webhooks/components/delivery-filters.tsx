import { useTranslation } from 'react-i18next';
import type { EventType, Webhook } from '@/api/types';
import { SelectField } from '@/components/ui';
import type { DeliveryFilters, OutcomeFilter } from '../model/delivery-groups';
import { EVENT_TYPES } from '../model/event-samples';
import { FilterPreview } from './filter-preview';
import { useAfterFirstPaint } from './use-after-first-paint';

export interface DeliveryFiltersBarProps {
  filters: DeliveryFilters;
  onChange: (filters: DeliveryFilters) => void;
  /** Webhooks to choose from (by URL); the log may also hold attempts to deleted ones. */
  webhooks: readonly Pick<Webhook, 'webhookUID' | 'url'>[];
}

const OUTCOMES: OutcomeFilter[] = ['all', 'delivered', 'retrying', 'failing'];

/**
 * The log's three filters. Three native selects cost as much as the rest of the log's first
 * paint (benchmark: about a quarter of the mount), so that paint shows a look-alike of the bar
 * with the same labels and chosen values, and the selects replace it from the next frame.
 */
export function DeliveryFiltersBar({ filters, onChange, webhooks }: DeliveryFiltersBarProps) {
  const { t } = useTranslation('webhooks');
  const painted = useAfterFirstPaint();
  const outcomeLabel: Record<OutcomeFilter, string> = {
    all: t('log.outcomeAll'),
    delivered: t('log.outcomeDelivered'),
    retrying: t('log.outcomeRetrying'),
    failing: t('log.outcomeFailing'),
  };
  if (!painted) {
    const webhookUrl = webhooks.find((w) => w.webhookUID === filters.webhookUID)?.url;
    return (
      <FilterPreview
        fields={[
          { label: t('log.filterWebhook'), value: webhookUrl ?? t('log.allWebhooks') },
          { label: t('log.filterEventType'), value: filters.eventType ?? t('log.allEventTypes') },
          { label: t('log.filterOutcome'), value: outcomeLabel[filters.outcome] },
        ]}
      />
    );
  }
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
