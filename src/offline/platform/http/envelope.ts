import type { EnvelopeBase, ProblemDetails } from '@/api/types';
import type { FieldErrors } from './errors';

/** Success envelope with data: `{version: "1.0", statusCode: 200, message, result}`. */
export type Envelope<T> = EnvelopeBase & { result: T };

const JSON_TYPE = 'application/json; charset=utf-8';

const PROBLEM_TYPE = 'https://tools.ietf.org/html/rfc7231#section-6.5.1';

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return jsonTextResponse(JSON.stringify(body), status, headers);
}

/** For bodies already serialized (the project list assembles its JSON from cached parts). */
export function jsonTextResponse(text: string, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  if (!all.has('Content-Type')) all.set('Content-Type', JSON_TYPE);
  return new Response(text, { status, headers: all });
}

export function envelope<T>(result: T, message: string | null): Envelope<T> {
  return { version: '1.0', statusCode: 200, message, result };
}

/** 200 with data in `result`. */
export function ok(result: unknown, message: string | null = 'Success'): Response {
  return jsonResponse(envelope(result, message));
}

const encoder = new TextEncoder();

/** The envelope of a 200 whose result is an array of already serialized items (each JSON). */
export function jsonArrayBody(
  items: readonly Uint8Array[],
  message: string | null = 'Success',
): Uint8Array<ArrayBuffer> {
  const head = JSON.stringify({ version: '1.0', statusCode: 200, message } satisfies EnvelopeBase);
  const prefix = encoder.encode(`${head.slice(0, -1)},"result":[`);
  const suffix = encoder.encode(']}');
  let size = prefix.length + suffix.length + Math.max(0, items.length - 1);
  for (const item of items) size += item.length;
  const body = new Uint8Array(size);
  body.set(prefix, 0);
  let offset = prefix.length;
  items.forEach((item, i) => {
    if (i > 0) body[offset++] = 0x2c; // ','
    body.set(item, offset);
    offset += item.length;
  });
  body.set(suffix, offset);
  return body;
}

/** 200 with a body already serialized as JSON bytes (a Response copies them). */
export function okJsonBytes(body: Uint8Array<ArrayBuffer>): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': JSON_TYPE } });
}

/** 200 for operations without data: the envelope with no result. */
export function okMessage(message: string): Response {
  const body: EnvelopeBase = { version: '1.0', statusCode: 200, message };
  return jsonResponse(body);
}

/** An error envelope (no result). */
export function errorResponse(
  status: number,
  message: string,
  bodyStatusCode: number = status,
): Response {
  const body: EnvelopeBase = { version: '1.0', statusCode: bodyStatusCode, message };
  return jsonResponse(body, status);
}

/** ASP.NET-style trace id: `00-<32 hex>-<16 hex>-00`. */
function newTraceId(): string {
  const hex = (bytes: number) =>
    Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
  return `00-${hex(16)}-${hex(8)}-00`;
}

/** The 400 body of decisions.md, errors keyed by field name as sent. */
export function problemResponse(errors: FieldErrors): Response {
  const body: ProblemDetails = {
    type: PROBLEM_TYPE,
    title: 'One or more validation errors occurred.',
    status: 400,
    traceId: newTraceId(),
    errors,
  };
  return jsonResponse(body, 400, { 'Content-Type': 'application/problem+json; charset=utf-8' });
}
