import type { Webhook, WebhookDelivery } from '@/api/types';
import { webhookState } from '../rules/webhooks';
import type { DeliveryRow, WebhookRow } from '../store/rows-webhooks';

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
  };
}
