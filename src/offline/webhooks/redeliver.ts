import type { ServiceContext } from '@/offline/platform/context';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { requireVisibleWebhook } from './webhook-rules';
import type { UserRow } from '@/offline/users';
import type { DeliveryRow } from './rows';
import { attemptsOfEvent } from './delivery-log';
import type { DeliveryQueue } from './delivery-queue';

interface RedeliverInput {
  webhookUID: string;
  eventId: string;
}

/** POST /api/v1/mock/deliveries/redeliver body; 400 when a field is missing or empty. */
export function readRedeliverRequest(body: Record<string, unknown>): RedeliverInput {
  const reader = new FieldReader(body, 'body');
  const webhookUID = reader.string('webhookUID', { required: true });
  const eventId = reader.string('eventId', { required: true });
  reader.done();
  return { webhookUID: webhookUID ?? '', eventId: eventId ?? '' };
}

/**
 * Sends a logged event to its webhook once more, unchanged (same EventId), as the next
 * attempt number. 404 when the webhook is gone or never got this event; 412 while the retry
 * policy still owns the event (its next attempt is already scheduled).
 */
export async function redeliverEvent(
  ctx: ServiceContext,
  queue: DeliveryQueue,
  user: UserRow,
  input: RedeliverInput,
): Promise<DeliveryRow> {
  const webhook = requireVisibleWebhook(ctx, user, input.webhookUID);
  const [latest] = attemptsOfEvent(ctx, webhook.webhookUID, input.eventId);
  if (!latest) {
    throw notFound(
      `The delivery log holds no event '${input.eventId}' for webhook '${webhook.webhookUID}'.`,
    );
  }
  if (queue.isRetrying(webhook.webhookUID, input.eventId)) {
    throw preconditionFailed(
      `Event '${input.eventId}' is still being retried automatically; redeliver it once its retries have ended.`,
    );
  }
  return queue.redeliver(webhook, latest.event, latest.attempt + 1);
}
