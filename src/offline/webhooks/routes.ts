import type { HttpHandler } from 'msw';
import type { ServiceContext } from '@/offline/platform/context';
import { ok, okMessage } from '@/offline/platform/http/envelope';
import { notFound } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { requireClientAdmin } from '@/offline/users';
import { readWebhookCreate, requireVisibleWebhook } from './webhook-rules';
import type { DeliveryQueue } from './delivery-queue';
import { toWebhookRecord } from './records';
import { createWebhook, listWebhooks, requestWebhookDeletion, sendTestEvent } from './webhook-ops';

async function readWebhookUID(request: Request): Promise<string> {
  const reader = new FieldReader(await readJsonObject(request), 'body');
  const uid = reader.string('webhookUID', { required: true });
  reader.done();
  return uid ?? '';
}

/** GET, POST, DELETE /api/v1/webhook and PUT /api/v1/webhook/test. */
export function webhookHandlers(ctx: ServiceContext, queue: () => DeliveryQueue): HttpHandler[] {
  return [
    authedRoute(ctx, 'get', '/webhook', ({ user }) => {
      const now = ctx.clock.now();
      return ok(listWebhooks(ctx, user).map((row) => toWebhookRecord(row, now)));
    }),
    authedRoute(ctx, 'post', '/webhook', async ({ request, user }) => {
      const row = createWebhook(ctx, user, readWebhookCreate(await readJsonObject(request)));
      return ok(
        toWebhookRecord(row, ctx.clock.now()),
        'The webhook was registered; events reach it in about a minute. Check the Api-Secret header on every post.',
      );
    }),
    authedRoute(ctx, 'delete', '/webhook', async ({ request, user }) => {
      const row = requireVisibleWebhook(ctx, user, await readWebhookUID(request));
      requireClientAdmin(ctx, user, row.clientUID, 'webhook.delete');
      if (row.deleteAt !== null)
        throw notFound(`Webhook '${row.webhookUID}' is already being deleted.`);
      requestWebhookDeletion(ctx, row);
      return okMessage(
        'The webhook will be deleted within about a minute; events are still delivered until then.',
      );
    }),
    authedRoute(ctx, 'put', '/webhook/test', async ({ request, user }) => {
      const row = requireVisibleWebhook(ctx, user, await readWebhookUID(request));
      requireClientAdmin(ctx, user, row.clientUID, 'webhook.test');
      sendTestEvent(ctx, queue(), row);
      return okMessage('The webhook is tested: a webhook.test event was sent to its URL.');
    }),
  ];
}
