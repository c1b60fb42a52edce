import type { DalEnvelopeBase } from '@/api/types';
import { jsonResponse } from '../http/envelope';
import { MockHttpError } from '../http/errors';
import type { Resolver, RouteRequest } from '../http/types';

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
export function withDalErrors<R extends RouteRequest>(next: Resolver<R>): Resolver<R> {
  return async (req) => {
    try {
      return await next(req);
    } catch (error) {
      if (!(error instanceof MockHttpError)) throw error;
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
