import type { HttpHandler } from 'msw';
import type { MockSettings } from '@/api/types';
import type { ServiceContext } from './context';
import { ok, okMessage } from './http/envelope';
import { ValidationProblem } from './http/errors';
import { FieldReader } from './http/fields';
import { readJsonObject } from './http/request';
import { authedRoute } from './http/route';
import { parseStorageQuotaMB } from './settings';

/**
 * Offline-only knobs (x-extension): GET/PUT /mock/settings, POST /mock/reset, and
 * POST /mock/session/expire, which ends the caller's session so re-login can be tried.
 */
export function offlineAdminHandlers(ctx: ServiceContext): HttpHandler[] {
  const exempt = { exempt: true };
  return [
    authedRoute(
      ctx,
      'get',
      '/mock/settings',
      () => {
        const result: MockSettings = ctx.settings();
        return ok(result);
      },
      exempt,
    ),
    authedRoute(
      ctx,
      'put',
      '/mock/settings',
      async ({ request }) => {
        const body = await readJsonObject(request);
        const reader = new FieldReader(body, 'body');
        const patch: Partial<MockSettings> = {};
        const keys: Partial<Record<keyof MockSettings, string>> = {};
        for (const name of ['timeScale', 'faults', 'rateLimits', 'storageQuotaMB'] as const) {
          const found = reader.find(name);
          if (found === undefined) continue;
          keys[name] = found.key;
          if (name === 'timeScale') {
            if (typeof found.value === 'number') patch.timeScale = found.value;
            else reader.fail(found.key, 'timeScale must be a number greater than 0.');
          } else if (name === 'storageQuotaMB') {
            const parsed = parseStorageQuotaMB(found.value);
            if (parsed.ok) patch.storageQuotaMB = parsed.value;
            else reader.fail(found.key, parsed.error);
          } else if (typeof found.value === 'string') {
            patch[name] = found.value;
          } else {
            reader.fail(found.key, `${name} must be a string; use "" to switch it off.`);
          }
        }
        reader.done();
        const errors = ctx.updateSettings(patch);
        const entries = Object.entries(errors) as [keyof MockSettings, string][];
        if (entries.length > 0) {
          throw new ValidationProblem(
            Object.fromEntries(entries.map(([name, message]) => [keys[name] ?? name, [message]])),
          );
        }
        const result: MockSettings = ctx.settings();
        return ok(result, 'The settings are in force.');
      },
      exempt,
    ),
    authedRoute(
      ctx,
      'post',
      '/mock/reset',
      async () => {
        await ctx.reset();
        return okMessage('The demo data was restored. Every session has ended, so log in again.');
      },
      exempt,
    ),
    authedRoute(
      ctx,
      'post',
      '/mock/session/expire',
      ({ session }) => {
        ctx.db.update('sessions', session.token, { expiresAt: ctx.clock.now() });
        return okMessage('The session has ended; the next call with this token gets 401.');
      },
      exempt,
    ),
  ];
}
