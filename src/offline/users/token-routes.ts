import type { HttpHandler } from 'msw';
import type { LoginResult, TokenValidation } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok } from '@/offline/platform/http/envelope';
import { forbidden, unauthorized } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { readJsonObject } from '@/offline/platform/http/request';
import { authedRoute, publicRoute } from '@/offline/platform/http/route';
import { newToken } from '@/offline/platform/ids';
import { MAX_KEEP_ALIVE_MINUTES, sessionIsValid, tokenExpiry } from './token';
import type { UserRow } from './rows';

function findUserByLogin(ctx: ServiceContext, userName: string): UserRow | undefined {
  const byEmail = ctx.db.memo('users:by-email', ['users'], () => {
    return new Map(ctx.db.rows('users').map((user) => [user.email.toLowerCase(), user]));
  });
  return byEmail.get(userName.trim().toLowerCase());
}

function pruneExpiredSessions(ctx: ServiceContext, now: number): void {
  for (const session of ctx.db.rows('sessions')) {
    if (!sessionIsValid(session, now)) ctx.db.remove('sessions', session.token);
  }
}

/** POST /token/login and GET /token/validate. */
export function tokenHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    publicRoute(ctx, 'post', '/token/login', async ({ request }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const userName = reader.string('userName', { required: true });
      const password = reader.string('password', { required: true });
      const keepAlive = reader.integer('keepAliveTime', { min: 0, max: MAX_KEEP_ALIVE_MINUTES });
      reader.done();
      const user = userName ? findUserByLogin(ctx, userName) : undefined;
      if (!user?.active || user.password !== password)
        throw unauthorized('The user name or password is incorrect.');
      if (user.plan !== 'Pro') {
        throw forbidden(
          'The API is available only on the Pro plan; this account is on the Lite plan. Upgrade to Pro to use it.',
        );
      }
      const now = ctx.clock.now();
      pruneExpiredSessions(ctx, now);
      const token = newToken(32);
      const expiresAt = tokenExpiry(now, keepAlive);
      ctx.db.insert('sessions', token, { token, userUID: user.userUID, createdAt: now, expiresAt });
      const result: LoginResult = { token, expirationDate: new Date(expiresAt).toISOString() };
      return ok(result, 'Logged in.');
    }),
    authedRoute(ctx, 'get', '/token/validate', ({ session }) => {
      const result: TokenValidation = {
        isValid: true,
        expirationDate: new Date(session.expiresAt).toISOString(),
      };
      return ok(result, 'The token is valid.');
    }),
  ];
}
