import type { HttpHandler } from 'msw';
import type { DalEnvelopeBase } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { jsonResponse } from '@/offline/platform/http/envelope';
import { OfflineHttpError } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { readJsonObject } from '@/offline/platform/http/request';
import { authedRoute, type Method } from '@/offline/platform/http/route';
import type { AuthedRequest, Resolver, RouteRequest } from '@/offline/platform/http/types';

/**
 * DAL answers carry `isError` in the envelope (spec.md). Success: false; every error
 * envelope (404, 412, a failed copy's 400): true. Validation problems stay RFC 7807.
 */

export function dalOk(result: unknown, message: string): Response {
  const body: DalEnvelopeBase & { result: unknown } = {
    version: '1.0',
    statusCode: 200,
    message,
    isError: false,
    result,
  };
  return jsonResponse(body);
}

export function dalMessage(message: string): Response {
  const body: DalEnvelopeBase = { version: '1.0', statusCode: 200, message, isError: false };
  return jsonResponse(body);
}

/** Answers the rule errors of a DAL resolver with the DAL error envelope. */
function withDalErrors<R extends RouteRequest>(next: Resolver<R>): Resolver<R> {
  return async (req) => {
    try {
      return await next(req);
    } catch (error) {
      if (!(error instanceof OfflineHttpError)) throw error;
      const body: DalEnvelopeBase = {
        version: '1.0',
        statusCode: error.bodyStatusCode,
        message: error.message,
        isError: true,
      };
      return jsonResponse(body, error.status);
    }
  };
}

/** An authed DAL endpoint: rule errors answer with the DAL error envelope. */
export function dalRoute(
  ctx: ServiceContext,
  method: Method,
  path: string,
  resolver: Resolver<AuthedRequest>,
): HttpHandler {
  return authedRoute(ctx, method, path, withDalErrors(resolver));
}

/** Per-field exceptions of {@link readDalBody}. */
interface DalBodyOptions {
  /** Longest value a field takes, where it is not 100. */
  maxLengths?: Readonly<Record<string, number>>;
  /** Fields whose values lose their outer blanks. */
  trimmed?: readonly string[];
}

/** Reads required string fields of a DAL JSON body; a field left empty stays out of the result. */
export async function readDalBody(
  request: Request,
  fields: readonly string[],
  options: DalBodyOptions = {},
): Promise<Record<string, string>> {
  const reader = new FieldReader(await readJsonObject(request), 'body');
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = reader.string(field, {
      required: true,
      maxLength: options.maxLengths?.[field] ?? 100,
    });
    if (value) values[field] = options.trimmed?.includes(field) ? value.trim() : value;
  }
  reader.done();
  return values;
}
