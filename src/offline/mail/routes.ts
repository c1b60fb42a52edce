import type { HttpHandler } from 'msw';
import type { OutboxEmail } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok } from '@/offline/platform/http/envelope';
import { authedRoute } from '@/offline/platform/http/route';
import { listOutbox, toOutboxEmail } from './outbox';

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
