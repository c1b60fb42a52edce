import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui';
import type { DeliveryGroup } from '../model/delivery-groups';

const TONES = {
  delivered: 'success',
  retrying: 'warning',
  gaveUp: 'error',
  redeliveryFailed: 'error',
  notDelivered: 'neutral',
} as const;

/** "Delivered on attempt 3", "Gave up after 30 minutes"... for one event at one webhook. */
export function GroupSummary({ group }: { group: DeliveryGroup }) {
  const { t } = useTranslation('webhooks');
  const count = group.attempts.length;
  const text = {
    delivered: t('group.delivered', { attempt: group.deliveredOn ?? 1 }),
    retrying: t('group.retrying', { count }),
    gaveUp: t('group.gaveUp', { count }),
    redeliveryFailed: t('group.redeliveryFailed'),
    notDelivered: t('group.notDelivered'),
  }[group.outcome];
  return <Badge tone={TONES[group.outcome]}>{text}</Badge>;
}
