import type { Event } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { newToken, newUid } from '@/offline/platform/ids';
import {
  assertUrlFree,
  requireWebhookClient,
  WEBHOOK_ACTIVATION_OFFLINE_MS,
  WEBHOOK_DELETION_OFFLINE_MS,
  webhookExists,
  type WebhookCreateInput,
} from './webhook-rules';
import { requireClientAdmin } from '@/offline/users';
import type { UserRow } from '@/offline/users';
import type { WebhookRow } from './rows';
import type { DeliveryQueue } from './delivery-queue';

/** Removes webhooks whose deletion took effect, with their pending deliveries. */
function purgeRemovedWebhooks(ctx: ServiceContext): void {
  const now = ctx.clock.now();
  const removed = new Set<string>();
  for (const row of ctx.db.rows('webhooks')) {
    if (webhookExists(row, now)) continue;
    ctx.db.remove('webhooks', row.webhookUID);
    removed.add(row.webhookUID);
  }
  if (removed.size === 0) return;
  for (const job of ctx.db.rows('webhookJobs')) {
    if (removed.has(job.webhookUID)) ctx.db.remove('webhookJobs', job.jobUID);
  }
}

/** Webhooks of the user's clients, in client order then creation order. */
export function listWebhooks(ctx: ServiceContext, user: UserRow): WebhookRow[] {
  purgeRemovedWebhooks(ctx);
  return user.clientUIDs.flatMap((clientUID) =>
    ctx.db
      .rows('webhooks')
      .filter((row) => row.clientUID === clientUID)
      .sort((a, b) => a.created.localeCompare(b.created)),
  );
}

/** Registers a webhook with a generated secret; events reach it after the activation delay. */
export function createWebhook(
  ctx: ServiceContext,
  user: UserRow,
  input: WebhookCreateInput,
): WebhookRow {
  purgeRemovedWebhooks(ctx);
  const clientUID = requireWebhookClient(ctx, user, input.clientUID);
  requireClientAdmin(ctx, user, clientUID, 'webhook.register');
  assertUrlFree(ctx, clientUID, input.url);
  const now = ctx.clock.now();
  const row: WebhookRow = {
    webhookUID: newUid(),
    clientUID,
    url: input.url,
    secret: newToken(32),
    eventType: input.eventType,
    created: new Date(now).toISOString(),
    activeFrom: now + ctx.clock.toRealMs(WEBHOOK_ACTIVATION_OFFLINE_MS),
    deleteAt: null,
  };
  return ctx.db.insert('webhooks', row.webhookUID, row);
}

/** Marks the webhook for deletion; it keeps receiving events until the deletion takes effect. */
export function requestWebhookDeletion(ctx: ServiceContext, row: WebhookRow): WebhookRow {
  const deleteAt = ctx.clock.now() + ctx.clock.toRealMs(WEBHOOK_DELETION_OFFLINE_MS);
  return ctx.db.update('webhooks', row.webhookUID, { deleteAt }) ?? row;
}

/**
 * Sends a webhook.test event to this webhook only (not through the event bus, which would
 * reach every webhook of the client). A webhook still activating gets it once active.
 */
export function sendTestEvent(ctx: ServiceContext, queue: DeliveryQueue, row: WebhookRow): Event {
  const event: Event = {
    EventId: newUid(),
    EventType: 'webhook.test',
    Created: ctx.clock.nowIso(),
    Data: {},
  };
  queue.enqueue(row, event, row.activeFrom);
  return event;
}
