import type { ServiceContext } from '../context';
import { authorizeReviewSession } from '@/offline/tasks';
import { sessionIsValid } from '@/offline/users';
import { unauthorized } from './errors';
import type { AuthedRequest, Resolver } from './types';
import { bearerToken } from './wrappers';

/** Bearer token -> live session and its user, else 401 (expired sessions are removed). */
export function withAuth(ctx: ServiceContext) {
  return (next: Resolver<AuthedRequest>): Resolver =>
    (req) => {
      const token = bearerToken(req.request);
      if (token === undefined)
        throw unauthorized('The Authorization header with a Bearer token is missing.');
      const session = ctx.db.get('sessions', token);
      if (!session) throw unauthorized('The token is invalid; log in again.');
      if (!sessionIsValid(session, ctx.clock.now())) {
        ctx.db.remove('sessions', token);
        throw unauthorized('The token has expired; log in again.');
      }
      // External reviewers' tokens reach only their task's operations (tasks/review-session-scope.ts).
      if (session.review)
        return authorizeReviewSession(ctx, req, session.token, session.review).then((access) =>
          next({ ...req, session, ...access }),
        );
      const user = ctx.db.get('users', session.userUID);
      if (!user?.active) throw unauthorized('The account of this token is no longer active.');
      return next({ ...req, session, user });
    };
}
