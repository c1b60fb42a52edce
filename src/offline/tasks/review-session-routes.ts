import type { HttpHandler } from 'msw';
import type { ServiceContext } from '@/offline/platform/context';
import { ok } from '@/offline/platform/http/envelope';
import { FieldReader } from '@/offline/platform/http/fields';
import { readJsonObject } from '@/offline/platform/http/request';
import { publicRoute } from '@/offline/platform/http/route';
import { openReviewSession } from './review-session';

/** POST /review/session (x-extension): an external review link (and password) for a scoped token. */
export function reviewSessionHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    publicRoute(ctx, 'post', '/review/session', async ({ request }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const reviewToken = reader.string('reviewToken', { required: true });
      const password = reader.string('password');
      reader.done();
      return ok(
        openReviewSession(ctx, (reviewToken ?? '').trim(), password),
        'The review session is open.',
      );
    }),
  ];
}
