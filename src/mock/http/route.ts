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

export interface RouteOptions {
  /** Skip fault injection and rate limits (the offline admin endpoints must always answer). */
  exempt?: boolean;
}

/** MSW path for an API path on every origin, so one handler serves every adapter. */
export function apiPath(path: string): string {
  return `*/api/v1${path}`;
}

function handler(method: Method, path: string, resolver: Resolver): HttpHandler {
  return http[method](path, ({ request, params }) => {
    const url = new URL(request.url);
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
  return handler(method, apiPath(path), standard(ctx, withAuth(ctx)(resolver), options));
}

/** An endpoint anyone may call (login). */
export function publicRoute(
  ctx: ServiceContext,
  method: Method,
  path: string,
  resolver: Resolver,
  options: RouteOptions = {},
): HttpHandler {
  return handler(method, apiPath(path), standard(ctx, resolver, options));
}

/** A non-API path (file URLs): same wrappers except auth and rate limits. */
export function fileRoute(ctx: ServiceContext, path: string, resolver: Resolver): HttpHandler {
  const wrapped = withServiceHeader(withErrors(withFreshState(ctx)(withFaults(ctx)(resolver))));
  return handler('get', path, wrapped);
}
