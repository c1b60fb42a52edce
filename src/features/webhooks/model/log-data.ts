import type { WebhookDelivery } from '@/api/types';
import { groupDeliveries, latestAttemptByWebhook, type DeliveryGroup } from './delivery-groups';

/**
 * The delivery log as the screen uses it, built once when an answer arrives (not on every
 * mount or render): the attempts, newest first, grouped by event, and each webhook's newest.
 */
export interface DeliveryLogData {
  attempts: WebhookDelivery[];
  groups: DeliveryGroup[];
  latestByWebhook: Map<string, WebhookDelivery>;
}

export function toLogData(attempts: WebhookDelivery[]): DeliveryLogData {
  return {
    attempts,
    groups: groupDeliveries(attempts),
    latestByWebhook: latestAttemptByWebhook(attempts),
  };
}

/**
 * True when two answers hold the same log. The log only grows at the newest end and is pruned
 * at the oldest, so length and both ends decide it without a deep comparison of 10,000 items.
 */
export function sameLog(a: readonly WebhookDelivery[], b: readonly WebhookDelivery[]): boolean {
  return (
    a.length === b.length &&
    a[0]?.deliveryUID === b[0]?.deliveryUID &&
    a.at(-1)?.deliveryUID === b.at(-1)?.deliveryUID
  );
}
