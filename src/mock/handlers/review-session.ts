import type { HttpHandler } from 'msw';
import type { ServiceContext } from '../context';
import { ok } from '../http/envelope';
import { FieldReader } from '../http/fields';
import { readJsonObject } from '../http/request';
import { publicRoute } from '../http/route';
import { openReviewSession } from '../rules/review-session';

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
