import type { ServiceContext } from '../context';
import { quotaExceededText } from './rate-limit';
import { errorResponse, problemResponse } from './envelope';
import { OfflineHttpError, ValidationProblem } from './errors';
import type { Resolver, RouteRequest } from './types';

/** The header the app reads to show its "Offline demo" badge. */
export const SERVICE_HEADER = 'X-Mock-Service';

/** Marks every answer as coming from the offline service. */
export function withServiceHeader<R extends RouteRequest>(next: Resolver<R>): Resolver<R> {
  return async (req) => {
    const response = await next(req);
    // A dropped connection (Response.error()) has no headers to set.
    if (response.type !== 'error') response.headers.set(SERVICE_HEADER, 'offline');
    return response;
  };
}

/** Turns thrown rule errors into answers; anything unexpected becomes a 500 envelope. */
export function withErrors<R extends RouteRequest>(next: Resolver<R>): Resolver<R> {
  return async (req) => {
    try {
      return await next(req);
    } catch (error) {
      if (error instanceof ValidationProblem) return problemResponse(error.errors);
      if (error instanceof OfflineHttpError)
        return errorResponse(error.status, error.message, error.bodyStatusCode);
      console.error('[offline service] unexpected error', error);
      return errorResponse(500, 'The offline service failed unexpectedly; see the console.');
    }
  };
}

/** Reloads the state first when another tab changed it. */
export function withFreshState(ctx: ServiceContext) {
  return <R extends RouteRequest>(next: Resolver<R>): Resolver<R> =>
    async (req) => {
      await ctx.sync();
      return next(req);
    };
}

/** Saves the state after the resolver ran, before the answer leaves. */
export function withCommit(ctx: ServiceContext) {
  return <R extends RouteRequest>(next: Resolver<R>): Resolver<R> =>
    async (req) => {
      try {
        return await next(req);
      } finally {
        await ctx.commit();
      }
    };
}

// A read has nothing to store, so losing its answer would only be `hang` again; keeping reads
// answered lets a client check whether its lost save landed.
function isWrite(request: Request): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

/**
 * MOCK_FAULTS: random latency (real ms, not scaled), a share of bodiless 500s, of dropped
 * connections (a network error, as when the network is down), of requests that never get an
 * answer and of writes whose answer is lost after they were processed and stored. Nothing
 * of a dropped or hung request is processed; a lost one is, as a real server may do before
 * the connection breaks, so a client cannot tell "not saved" from "saved" by waiting.
 */
export function withFaults(ctx: ServiceContext) {
  return <R extends RouteRequest>(next: Resolver<R>): Resolver<R> =>
    async (req) => {
      const faults = ctx.faults();
      if (faults.latencyMaxMs > 0) {
        const ms = faults.latencyMinMs + ctx.random() * (faults.latencyMaxMs - faults.latencyMinMs);
        await new Promise<void>((resolve) => ctx.clock.scheduler.after(ms, resolve));
      }
      if (faults.dropRate > 0 && ctx.random() < faults.dropRate) return Response.error();
      if (faults.hangRate > 0 && ctx.random() < faults.hangRate) return new Promise(() => {});
      if (faults.errorRate > 0 && ctx.random() < faults.errorRate)
        return new Response(null, { status: 500 });
      if (faults.lostRate > 0 && isWrite(req.request) && ctx.random() < faults.lostRate) {
        // `next` includes the commit, so the work is stored before the answer goes missing;
        // a refusal is lost the same way.
        await Promise.resolve(next(req)).catch(() => undefined);
        return new Promise(() => {});
      }
      return next(req);
    };
}

export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}

/** MOCK_RATE_LIMITS per token (calls without one share one bucket): 429 with all four headers. */
export function withRateLimit(ctx: ServiceContext) {
  return <R extends RouteRequest>(next: Resolver<R>): Resolver<R> =>
    async (req) => {
      if (!ctx.rateLimiter.active) return next(req);
      const key = bearerToken(req.request) ?? 'anonymous';
      const decision = ctx.rateLimiter.check(key, ctx.clock.now());
      if (!decision.allowed) {
        return new Response(quotaExceededText(decision.rule), {
          status: 429,
          headers: {
            'Content-Type': 'text/plain; charset=utf-8',
            'Retry-After': String(decision.retryAfterSeconds),
            ...decision.headers,
          },
        });
      }
      const response = await next(req);
      if (decision.headers) {
        for (const [name, value] of Object.entries(decision.headers))
          response.headers.set(name, value);
      }
      return response;
    };
}
