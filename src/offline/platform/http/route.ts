import { http, type HttpHandler } from 'msw';
import type { ServiceContext } from '../context';
import { withAuth } from './auth';
import type { AuthedRequest, Resolver } from './types';
import {
  withCommit,
  withErrors,
  withFaults,
  withFreshState,
  withRateLimit,
  withServiceHeader,
} from './wrappers';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface RouteOptions {
  /** Skip fault injection and rate limits (the offline admin endpoints must always answer). */
  exempt?: boolean;
}

/**
 * The only URLs the offline service answers: its API and its generated files, both at the
 * origin's root. Everything else (the app's own modules under the dev server, its assets, a
 * path that merely contains "/files/") passes through untouched. Decided here, once, for
 * every handler: MSW's patterns start with `*` so one handler serves every adapter's origin,
 * and `*` alone would also match `/src/lib/files/index.ts`.
 */
export const SERVICE_ROOTS = ['/api/v1/', '/files/'] as const;

function isServiceUrl(url: URL): boolean {
  return SERVICE_ROOTS.some((root) => url.pathname.startsWith(root));
}

/** MSW path for an API path on every origin, so one handler serves every adapter. */
function apiPath(path: string): string {
  return `*/api/v1${path}`;
}

/** An MSW handler that answers only service URLs and lets every other request pass. */
export function serviceHandler(
  method: Method | 'all',
  path: string,
  resolver: Resolver,
): HttpHandler {
  return http[method](path, ({ request, params }) => {
    const url = new URL(request.url);
    if (!isServiceUrl(url)) return undefined;
    return resolver({ request, url, origin: url.origin, params });
  });
}

/** Wraps a resolver in the standard order: header, errors, fresh state, faults, rate limit, commit. */
function standard(ctx: ServiceContext, resolver: Resolver, options: RouteOptions): Resolver {
  let wrapped = withCommit(ctx)(resolver);
  if (!options.exempt) wrapped = withFaults(ctx)(withRateLimit(ctx)(wrapped));
  return withServiceHeader(withErrors(withFreshState(ctx)(wrapped)));
}

/** An endpoint that needs a valid Bearer token (all but login). */
export function authedRoute(
  ctx: ServiceContext,
  method: Method,
  path: string,
  resolver: Resolver<AuthedRequest>,
  options: RouteOptions = {},
): HttpHandler {
  return serviceHandler(method, apiPath(path), standard(ctx, withAuth(ctx)(resolver), options));
}

/** An endpoint anyone may call (login). */
export function publicRoute(
  ctx: ServiceContext,
  method: Method,
  path: string,
  resolver: Resolver,
  options: RouteOptions = {},
): HttpHandler {
  return serviceHandler(method, apiPath(path), standard(ctx, resolver, options));
}

/** A non-API path (file URLs): same wrappers except auth and rate limits. */
export function fileRoute(ctx: ServiceContext, path: string, resolver: Resolver): HttpHandler {
  const wrapped = withServiceHeader(withErrors(withFreshState(ctx)(withFaults(ctx)(resolver))));
  return serviceHandler('get', path, wrapped);
}
