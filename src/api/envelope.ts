import { readBody } from './body';
import {
  ApiError,
  errorFromParsed,
  kindForStatus,
  notJsonError,
  type RequestContext,
} from './errors';

function isEnvelope(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return 'statusCode' in value || 'version' in value || 'result' in value;
}

/**
 * Turns a final answer into the envelope's `result`, or throws the normalized
 * ApiError. A 2xx that is not an envelope (HTML from a dev server's SPA
 * fallback, plain text, no body) becomes kind 'bad-response' instead of a
 * JSON parse error; so does an envelope that reports an error inside a 2xx
 * (DAL answers carry `isError`).
 */
export async function readEnvelope(response: Response, ctx: RequestContext): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const body = await readBody(response);
  if (!response.ok) throw errorFromParsed(response, body, ctx);
  if (body.kind !== 'json') throw notJsonError(response, body, ctx);
  const value = body.value;
  if (!isEnvelope(value)) {
    throw new ApiError({
      status: response.status,
      kind: 'bad-response',
      method: ctx.method,
      url: ctx.url,
      message: `${ctx.method.toUpperCase()} ${new URL(ctx.url).pathname} answered JSON that is not the service envelope.`,
    });
  }
  const statusCode = typeof value.statusCode === 'number' ? value.statusCode : response.status;
  if (value.isError === true || statusCode >= 400) {
    const message =
      typeof value.message === 'string' && value.message !== '' ? value.message : undefined;
    throw new ApiError({
      status: response.status,
      code: statusCode,
      kind: statusCode >= 400 ? kindForStatus(statusCode) : 'bad-response',
      method: ctx.method,
      url: ctx.url,
      message:
        message ?? `${ctx.method.toUpperCase()} ${new URL(ctx.url).pathname} reported an error.`,
      serverMessage: message !== undefined,
    });
  }
  return value.result;
}
