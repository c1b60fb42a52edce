import type { HttpHandler } from 'msw';
import type { ServiceContext } from '@/offline/platform/context';
import { ok } from '@/offline/platform/http/envelope';
import { readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { listAttempts } from './delivery-log';
import type { DeliveryQueue } from './delivery-queue';
import { toDeliveryRecord } from './records';
import { readRedeliverRequest, redeliverEvent } from './redeliver';

/**
 * The offline service's delivery log (x-extension): GET /api/v1/mock/deliveries lists every
 * attempt to webhooks of the caller's clients, newest first; POST .../redeliver sends one
 * logged event again. Like the other /mock endpoints they are exempt from faults and rate
 * limits, so the app's event log always answers.
 */
export function webhookDeliveryHandlers(
  ctx: ServiceContext,
  queue: () => DeliveryQueue,
): HttpHandler[] {
  return [
    authedRoute(
      ctx,
      'get',
      '/mock/deliveries',
      ({ user }) => ok(listAttempts(ctx, user.clientUIDs).map(toDeliveryRecord)),
      { exempt: true },
    ),
    authedRoute(
      ctx,
      'post',
      '/mock/deliveries/redeliver',
      async ({ request, user }) => {
        const input = readRedeliverRequest(await readJsonObject(request));
        const row = await redeliverEvent(ctx, queue(), user, input);
        const sent = row.httpStatus === 200;
        return ok(
          toDeliveryRecord(row),
          sent
            ? 'The event was delivered again with the same EventId.'
            : 'The event was sent again with the same EventId; the receiver did not answer 200.',
        );
      },
      { exempt: true },
    ),
  ];
}
