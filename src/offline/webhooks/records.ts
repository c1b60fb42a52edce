import type { Webhook, WebhookDelivery } from '@/api/types';
import { webhookState } from './webhook-rules';
import type { DeliveryRow, WebhookRow } from './rows';

/**
 * The webhook record of GET/POST /api/v1/webhook: spec.md's fields plus the x-extension
 * clientUID, eventType (null = every event) and state (Activating, Active, Deleting).
 */
export function toWebhookRecord(row: WebhookRow, now: number): Webhook {
  return {
    webhookUID: row.webhookUID,
    url: row.url,
    secret: row.secret,
    created: row.created,
    clientUID: row.clientUID,
    eventType: row.eventType,
    state: webhookState(row, now),
  };
}

/** The Api-Secret as the log shows it: never the secret, at most its last 4 characters. */
function maskSecret(last4: string | undefined): string {
  return `••••••••${last4 ?? ''}`;
}

/** One item of GET /api/v1/mock/deliveries. */
export function toDeliveryRecord(row: DeliveryRow): WebhookDelivery {
  return {
    deliveryUID: row.deliveryUID,
    webhookUID: row.webhookUID,
    EventId: row.event.EventId,
    EventType: row.event.EventType,
    url: row.url,
    attempt: row.attempt,
    httpStatus: row.httpStatus,
    error: row.error,
    time: row.time,
    event: row.event,
    requestHeaders: [
      { name: 'Content-Type', value: 'application/json' },
      { name: 'Api-Secret', value: maskSecret(row.secretLast4) },
    ],
    redelivery: row.redelivery ?? false,
    retryScheduled: row.retryScheduled ?? false,
    notSent: row.notSent ?? false,
  };
}
