import type { HttpHandler } from 'msw';
import type { ServiceContext } from '../context';
import { ok } from '../http/envelope';
import { authedRoute } from '../http/route';
import { listAttempts } from '../webhooks/delivery-log';
import { toDeliveryRecord } from '../webhooks/records';

/**
 * GET /api/v1/mock/deliveries (offline only): every delivery attempt to webhooks of the
 * caller's clients, newest first. Like the other /mock endpoints it is exempt from faults
 * and rate limits, so the app's event log always answers.
 */
export function webhookDeliveryHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(
      ctx,
      'get',
      '/mock/deliveries',
      ({ user }) => ok(listAttempts(ctx, user.clientUIDs).map(toDeliveryRecord)),
      { exempt: true },
    ),
  ];
}
