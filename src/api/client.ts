import { authQueue, type AuthQueue } from './auth-queue';
import { resolveApiUrl } from './config';
import { readEnvelope } from './envelope';
import type { TakeEarlyAnswer } from './early-answers';
import { errorFromResponse } from './errors';
import { execute, type Attempt, type ExecuteDeps } from './execute';
import type {
  HttpMethod,
  PathsWithMethod,
  QueryValue,
  RequestArgs,
  ResultOf,
  UploadOptions,
} from './operation-types';
import { policyRefusals, type PolicyRefusals } from './policy-refusals';
import { rateLimitGate, type RateLimitGate } from './rate-limit';
import { defaultRetryPolicy, type RetryPolicy } from './retry';
import { serviceInfo, type ServiceInfoStore } from './service-info';
import { getSession } from './session';
import { scopeAwareQueue, scopedToken } from './token-scope';

export { ApiError, isApiError } from './errors';
export { useIsOfflineService, useServiceReachable } from './service-info';
export { useRateLimit } from './rate-limit';
export { activeTokenScope, enterTokenScope, subscribeTokenScope } from './token-scope';

/** Options of `api.raw`, for answers that are not an envelope. */
export interface RawOptions {
  method?: Uppercase<HttpMethod>;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The typed HTTP client. Paths, query, body and result types come from the
 * contract's generated `paths`; every call resolves to the envelope's `result`
 * or rejects with an `ApiError`.
 */
export interface ApiClient {
  get<P extends PathsWithMethod<'get'>>(
    path: P,
    ...args: RequestArgs<P, 'get'>
  ): Promise<ResultOf<P, 'get'>>;
  post<P extends PathsWithMethod<'post'>>(
    path: P,
    ...args: RequestArgs<P, 'post'>
  ): Promise<ResultOf<P, 'post'>>;
  put<P extends PathsWithMethod<'put'>>(
    path: P,
    ...args: RequestArgs<P, 'put'>
  ): Promise<ResultOf<P, 'put'>>;
  patch<P extends PathsWithMethod<'patch'>>(
    path: P,
    ...args: RequestArgs<P, 'patch'>
  ): Promise<ResultOf<P, 'patch'>>;
  delete<P extends PathsWithMethod<'delete'>>(
    path: P,
    ...args: RequestArgs<P, 'delete'>
  ): Promise<ResultOf<P, 'delete'>>;
  /** Multipart upload in field `uploadedFile`, with real upload progress (XMLHttpRequest where available). */
  upload<P extends PathsWithMethod<'post'>>(
    path: P,
    options: UploadOptions<P>,
  ): Promise<ResultOf<P, 'post'>>;
  /**
   * Same rules (token, rate limit, re-login, GET retries) for an answer that is
   * not an envelope; resolves to the 2xx Response, rejects with an ApiError otherwise.
   */
  raw(path: string, options?: RawOptions): Promise<Response>;
}

export interface ApiClientOptions {
  /** Overrides config.json's apiBaseUrl (Node tests use an absolute URL). */
  baseUrl?: string;
  getToken?: () => string | null;
  gate?: RateLimitGate;
  queue?: AuthQueue;
  serviceInfo?: ServiceInfoStore;
  retry?: Partial<RetryPolicy>;
  /** Which failed requests the page's Content-Security-Policy refused (the page's own record). */
  policy?: PolicyRefusals;
  /** Looked up on every call by default, so msw/node can patch it after the client exists. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Answered without a bearer token; their 401 means wrong credentials, not an expired session. */
const PUBLIC_PATHS = new Set<string>(['/api/v1/token/login', '/api/v1/review/session']);

function appendQuery(url: URL, query: Record<string, QueryValue> | undefined): void {
  if (!query) return;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    url.searchParams.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
}

function authHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Answers the page got before the app had loaded (src/api/early-answers.ts), once the route
 * that expects them installs the lookup: the first load carries only this hook.
 */
let earlyAnswers: TakeEarlyAnswer | null = null;

export function acceptEarlyAnswers(take: TakeEarlyAnswer | null): void {
  earlyAnswers = take;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const deps: ExecuteDeps = {
    // A token scope (the external review flow) replaces the session's token while active.
    getToken: options.getToken ?? scopedToken(() => getSession()?.token ?? null),
    gate: options.gate ?? rateLimitGate,
    queue: options.queue ?? scopeAwareQueue(authQueue),
    serviceInfo: options.serviceInfo ?? serviceInfo,
    retry: { ...defaultRetryPolicy, ...options.retry },
    policy: options.policy ?? policyRefusals,
  };
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  function buildUrl(path: string, query: Record<string, QueryValue> | undefined): URL {
    const url =
      options.baseUrl === undefined
        ? resolveApiUrl(path)
        : resolveApiUrl(path, { apiBaseUrl: options.baseUrl });
    appendQuery(url, query);
    return url;
  }

  function isPublic(url: URL): boolean {
    const apiOrigin = buildUrl('/api/v1', undefined).origin;
    return url.origin !== apiOrigin || PUBLIC_PATHS.has(url.pathname);
  }

  function jsonAttempt(
    method: string,
    url: URL,
    body: unknown,
    signal: AbortSignal | undefined,
    extra?: Record<string, string>,
  ): Attempt {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return {
      method,
      url,
      public: isPublic(url),
      signal,
      send: (token, attemptSignal) => {
        const request = new Request(url, {
          method,
          headers: {
            Accept: 'application/json',
            ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...extra,
            ...authHeaders(token),
          },
          ...(payload === undefined ? {} : { body: payload }),
          ...(attemptSignal ? { signal: attemptSignal } : {}),
        });
        // Sent by the page before the app had loaded (an external review link's exchange and
        // asset): that answer, else (none, or it failed) this request.
        const early =
          extra === undefined
            ? earlyAnswers?.({ method, url: url.href, body: payload ?? null, token }, attemptSignal)
            : null;
        if (!early) return doFetch(request);
        return early.catch((error: unknown) => {
          if (attemptSignal?.aborted) throw error;
          return doFetch(request);
        });
      },
    };
  }

  async function call(
    method: Uppercase<HttpMethod>,
    path: string,
    init: { query?: unknown; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<unknown> {
    const url = buildUrl(path, init.query as Record<string, QueryValue> | undefined);
    const response = await execute(deps, jsonAttempt(method, url, init.body, init.signal));
    return readEnvelope(response, { method, url: url.href });
  }

  function typed<M extends HttpMethod>(method: M) {
    return <P extends PathsWithMethod<M>>(
      path: P,
      ...args: RequestArgs<P, M>
    ): Promise<ResultOf<P, M>> => {
      return call(method.toUpperCase() as Uppercase<M>, path, args[0]) as Promise<ResultOf<P, M>>;
    };
  }

  async function upload<P extends PathsWithMethod<'post'>>(
    path: P,
    upload: UploadOptions<P>,
  ): Promise<ResultOf<P, 'post'>> {
    const url = buildUrl(path, upload.query as Record<string, QueryValue> | undefined);
    const fileName =
      upload.fileName ??
      (typeof File !== 'undefined' && upload.file instanceof File ? upload.file.name : undefined) ??
      url.searchParams.get('FileName') ??
      'upload';
    const total = upload.file.size;
    const attempt: Attempt = {
      method: 'POST',
      url,
      public: isPublic(url),
      signal: upload.signal,
      send: async (token, signal) => {
        // A fresh FormData per attempt: a replay after re-login sends the whole file again.
        const form = new FormData();
        form.append('uploadedFile', upload.file, fileName);
        const headers = { Accept: 'application/json', ...authHeaders(token) };
        if (typeof XMLHttpRequest === 'undefined') {
          const response = await doFetch(
            new Request(url, {
              method: 'POST',
              headers,
              body: form,
              ...(signal ? { signal } : {}),
            }),
          );
          upload.onProgress?.(total, total);
          return response;
        }
        // Loaded with the first upload: the first screen has no use for it.
        const { sendWithXhr } = await import('./xhr');
        const response = await sendWithXhr({
          method: 'POST',
          url,
          headers,
          body: form,
          onProgress: upload.onProgress,
          signal,
        });
        upload.onProgress?.(total, total);
        return response;
      },
    };
    const response = await execute(deps, attempt);
    return (await readEnvelope(response, { method: 'POST', url: url.href })) as ResultOf<P, 'post'>;
  }

  async function raw(path: string, rawOptions: RawOptions = {}): Promise<Response> {
    const method = rawOptions.method ?? 'GET';
    const url = buildUrl(path, rawOptions.query);
    const response = await execute(
      deps,
      jsonAttempt(method, url, rawOptions.body, rawOptions.signal, rawOptions.headers),
    );
    if (!response.ok) throw await errorFromResponse(response, { method, url: url.href });
    return response;
  }

  return {
    get: typed('get'),
    post: typed('post'),
    put: typed('put'),
    patch: typed('patch'),
    delete: typed('delete'),
    upload,
    raw,
  };
}

/** The app's client: config.json's base URL, the session's token, the shared gate, queue and service info. */
export const api: ApiClient = createApiClient();
