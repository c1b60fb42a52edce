import type { HttpHandler } from 'msw';
import type { OutboxEmail } from '@/api/types';
import type { ServiceContext } from '../context';
import { ok } from '../http/envelope';
import { authedRoute } from '../http/route';
import { listOutbox, toOutboxEmail } from '../mail/outbox';

/** GET /mock/outbox (offline only): the e-mails of the caller's clients, newest first. */
export function outboxHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(
      ctx,
      'get',
      '/mock/outbox',
      ({ user }) => {
        const result: OutboxEmail[] = listOutbox(ctx, user.clientUIDs).map((row) =>
          toOutboxEmail(ctx, row),
        );
        return ok(result);
      },
      { exempt: true },
    ),
  ];
}
