import { readBody, type ParsedBody } from './body';

/**
 * What went wrong, for the UI to pick a translated text. Derived from the HTTP
 * status (not the body's statusCode): 0 -> network, 400 validation, 401
 * unauthorized, 403 forbidden, 404 not-found, 406 not-acceptable, 409/412
 * precondition, 429 rate-limited, 5xx server; anything else, and a success
 * answer that is not the JSON the contract promises, -> bad-response.
 */
export type ApiErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'not-acceptable'
  | 'precondition'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'bad-response';

export interface ApiErrorInit {
  status: number;
  kind?: ApiErrorKind;
  code?: number;
  message: string;
  title?: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
  traceId?: string;
  method?: string;
  url?: string;
  /** Whether `message` came from the service and is fit to show as is. */
  serverMessage?: boolean;
  /** The origin the page's Content-Security-Policy refused to connect to (kind `network`). */
  refusedOrigin?: string;
  cause?: unknown;
}

/**
 * The one error the client throws.
 *
 * Invariants: `status` is the HTTP status (0 when no answer arrived); `code` is
 * the body's statusCode when the body had one, else `status` (PUT
 * /project/state answers HTTP 406 with body statusCode 412: status 406, code
 * 412); `fieldErrors` is empty unless the answer was a 400 problem body, whose
 * keys are the field names as sent.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly kind: ApiErrorKind;
  readonly title: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  readonly retryAfterSeconds: number | undefined;
  readonly traceId: string | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly refusedOrigin: string | undefined;
  private readonly serverMessage: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? init.status;
    this.kind = init.kind ?? kindForStatus(init.status);
    this.title = init.title;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.traceId = init.traceId;
    this.method = init.method;
    this.url = init.url;
    this.refusedOrigin = init.refusedOrigin;
    this.serverMessage = init.serverMessage ?? false;
  }

  /** A sentence fit for display when the UI has no better translated text. */
  get userMessage(): string {
    const fieldMessages = Object.values(this.fieldErrors).flat();
    if (this.kind === 'validation' && fieldMessages.length > 0) return fieldMessages.join(' ');
    if (this.serverMessage && this.message) return this.message;
    return defaultUserMessage(this);
  }
}

function defaultUserMessage(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return error.refusedOrigin === undefined
        ? 'Cannot reach the service. Check the connection and try again.'
        : `The browser refused to connect to ${error.refusedOrigin}: the site's security policy (Content-Security-Policy) does not allow it.`;
    case 'rate-limited':
      return error.retryAfterSeconds === undefined
        ? 'Too many requests. Try again in a moment.'
        : `Too many requests. Try again in ${error.retryAfterSeconds} s.`;
    case 'server':
      return `The service failed (HTTP ${error.status}). Try again later.`;
    case 'unauthorized':
      return 'Your session has ended. Sign in again.';
    case 'forbidden':
      return 'You are not allowed to do this.';
    case 'not-found':
      return 'It was not found. It may have been deleted.';
    case 'not-acceptable':
    case 'precondition':
      return 'This cannot be done in the current state.';
    case 'validation':
    case 'bad-response':
      return error.message;
  }
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 400) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 406) return 'not-acceptable';
  if (status === 409 || status === 412) return 'precondition';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-response';
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Where a request went; used to make error messages say which call failed. */
export interface RequestContext {
  method: string;
  url: string;
}

function describe(ctx: RequestContext): string {
  let path = ctx.url;
  try {
    path = new URL(ctx.url).pathname;
  } catch {
    // keep the URL as given
  }
  return `${ctx.method.toUpperCase()} ${path}`;
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), if any. */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Normalizes an error answer of any form into an ApiError; never throws. */
export async function errorFromResponse(
  response: Response,
  ctx: RequestContext,
): Promise<ApiError> {
  const body = await readBody(response);
  return errorFromParsed(response, body, ctx);
}

export function errorFromParsed(
  response: Response,
  body: ParsedBody,
  ctx: RequestContext,
): ApiError {
  const status = response.status;
  const base = { status, method: ctx.method, url: ctx.url };
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
    const text = body.kind === 'text' ? body.text.trim() : '';
    return new ApiError({
      ...base,
      message: text || 'Too many requests.',
      serverMessage: text !== '',
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
  if (body.kind === 'json') return errorFromJson(body.value, base, ctx);
  if (body.kind === 'html') {
    return new ApiError({
      ...base,
      message: `${describe(ctx)} answered HTTP ${status} with an HTML page instead of the service's JSON; the endpoint may be missing or the API base URL wrong.`,
    });
  }
  const text = body.kind === 'text' ? body.text.trim() : '';
  return new ApiError({
    ...base,
    message: text ? text.slice(0, 500) : `${describe(ctx)} failed with HTTP ${status}.`,
    serverMessage: text !== '' && text.length <= 500,
  });
}

function errorFromJson(
  value: unknown,
  base: { status: number; method: string; url: string },
  ctx: RequestContext,
): ApiError {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const fieldErrors = readFieldErrors(record.errors);
  const title = typeof record.title === 'string' ? record.title : undefined;
  const detail = typeof record.detail === 'string' ? record.detail : undefined;
  const envelopeMessage =
    typeof record.message === 'string' && record.message !== '' ? record.message : undefined;
  const code =
    typeof record.statusCode === 'number'
      ? record.statusCode
      : typeof record.status === 'number'
        ? record.status
        : undefined;
  const message = envelopeMessage ?? detail ?? title;
  return new ApiError({
    ...base,
    ...(code === undefined ? {} : { code }),
    ...(title === undefined ? {} : { title }),
    ...(typeof record.traceId === 'string' ? { traceId: record.traceId } : {}),
    fieldErrors,
    message: message ?? `${describe(ctx)} failed with HTTP ${base.status}.`,
    serverMessage: message !== undefined,
  });
}

function readFieldErrors(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (typeof messages === 'string') result[field] = [messages];
    else if (Array.isArray(messages))
      result[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return result;
}

/** A success status whose body is not the JSON the contract promises. */
export function notJsonError(response: Response, body: ParsedBody, ctx: RequestContext): ApiError {
  const what =
    body.kind === 'html'
      ? 'an HTML page'
      : body.kind === 'empty'
        ? 'an empty body'
        : 'something that is not JSON';
  return new ApiError({
    status: response.status,
    kind: 'bad-response',
    method: ctx.method,
    url: ctx.url,
    message: `${describe(ctx)} did not answer with JSON (got ${what}). The endpoint is probably missing: the offline service has no handler for it, or apiBaseUrl in config.json points at a server without this API.`,
  });
}

/** A read that got no answer within `ms`: given up, reported like a lost connection. */
export function timeoutError(ms: number, ctx: RequestContext): ApiError {
  return new ApiError({
    status: 0,
    kind: 'network',
    method: ctx.method,
    url: ctx.url,
    message: `${describe(ctx)} got no answer within ${Math.round(ms / 1000)} s and was given up.`,
  });
}

export function networkError(cause: unknown, ctx: RequestContext): ApiError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({
    status: 0,
    kind: 'network',
    method: ctx.method,
    url: ctx.url,
    message: `${describe(ctx)} got no answer: ${reason}`,
    cause,
  });
}

/** A request the page's Content-Security-Policy refused: no answer, and retrying cannot help. */
export function policyRefusedError(origin: string, cause: unknown, ctx: RequestContext): ApiError {
  return new ApiError({
    status: 0,
    kind: 'network',
    method: ctx.method,
    url: ctx.url,
    refusedOrigin: origin,
    message: `${describe(ctx)} was refused by the page's Content-Security-Policy: connect-src does not allow ${origin}.`,
    cause,
  });
}
