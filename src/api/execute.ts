import { nextRequestOrder, type AuthQueue, type ReplayTicket } from './auth-queue';
import {
  networkError,
  parseRetryAfter,
  policyRefusedError,
  timeoutError,
  type RequestContext,
} from './errors';
import type { PolicyRefusals } from './policy-refusals';
import { rateLimitKey, type RateLimitGate } from './rate-limit';
import { backoffDelay, isIdempotentMethod, isRetryableStatus, type RetryPolicy } from './retry';
import type { ServiceInfoStore } from './service-info';

/** The shared machinery every request goes through; injectable for tests. */
export interface ExecuteDeps {
  getToken: () => string | null;
  gate: RateLimitGate;
  queue: AuthQueue;
  serviceInfo: ServiceInfoStore;
  retry: RetryPolicy;
  policy: PolicyRefusals;
}

/** One logical request; `send` makes one attempt and may be called several times. */
export interface Attempt {
  method: string;
  url: URL;
  /** Login and the external review exchange: no bearer token, a 401 is a plain answer. */
  public: boolean;
  signal?: AbortSignal | undefined;
  send(token: string | null, signal: AbortSignal | undefined): Promise<Response>;
}

/** A GET rejected by the rate limit this many times in a row gives up and reports the 429. */
const MAX_RATE_LIMITED_GETS = 5;
/** Used when a 429 carries neither Retry-After nor X-Rate-Limit-Reset. */
const DEFAULT_RETRY_AFTER_SECONDS = 2;

/** Thrown by {@link sendInTime} when the attempt's time ran out (not the caller's abort). */
class AttemptTimedOut extends Error {}

/**
 * One attempt, aborted after `ms` (0: never) unless the caller's signal aborts first. The
 * timer stops once the answer's headers arrive, so a long download is never cut.
 */
async function sendInTime(attempt: Attempt, token: string | null, ms: number): Promise<Response> {
  const { signal } = attempt;
  if (ms <= 0) return attempt.send(token, signal);
  const controller = new AbortController();
  const forward = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(() => {
    controller.abort(new AttemptTimedOut('No answer in time.'));
  }, ms);
  try {
    return await attempt.send(token, controller.signal);
  } catch (error) {
    const reason: unknown = controller.signal.reason;
    if (reason instanceof AttemptTimedOut && !signal?.aborted) throw reason;
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

function retryAfterSeconds(response: Response): number {
  const fromHeader = parseRetryAfter(response.headers.get('Retry-After'));
  if (fromHeader !== undefined) return fromHeader;
  const reset = Date.parse(response.headers.get('X-Rate-Limit-Reset') ?? '');
  if (!Number.isNaN(reset)) return Math.max(0, Math.ceil((reset - Date.now()) / 1000));
  return DEFAULT_RETRY_AFTER_SECONDS;
}

function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/**
 * Sends one request through the cross-cutting rules and returns the final
 * answer, which may still be an error status for the caller to normalize:
 * - waits while the API base is rate limited; a 429 closes the gate for
 *   Retry-After, then a GET is sent again (up to 5 times) and a mutation once
 *   (the service rejected it unprocessed, so one resend is safe);
 * - a 401 parks the request in the re-login queue and sends it again, in issue
 *   order, once a sign-in resumes the queue;
 * - a GET is retried with full-jitter backoff after a 5xx or a network error;
 *   other methods never are (the service may have processed them);
 * - a GET attempt without an answer after `readTimeoutMs` is given up, not retried.
 */
export async function execute(deps: ExecuteDeps, attempt: Attempt): Promise<Response> {
  const { signal } = attempt;
  const order = nextRequestOrder();
  const ctx: RequestContext = { method: attempt.method, url: attempt.url.href };
  const idempotent = isIdempotentMethod(attempt.method);
  const key = rateLimitKey(attempt.url);
  let failures = 0;
  let rateLimited = 0;
  let ticket: ReplayTicket | undefined;
  const releaseTurn = (): void => {
    ticket?.done();
    ticket = undefined;
  };

  async function backOff(): Promise<void> {
    const delay = backoffDelay(failures, deps.retry);
    failures += 1;
    await deps.retry.sleep(delay, signal);
  }

  try {
    for (;;) {
      await deps.gate.wait(key, signal);
      const token = attempt.public ? null : deps.getToken();
      let response: Response;
      try {
        response = await sendInTime(attempt, token, idempotent ? deps.retry.readTimeoutMs : 0);
      } catch (cause) {
        releaseTurn();
        if (cause instanceof AttemptTimedOut) throw timeoutError(deps.retry.readTimeoutMs, ctx);
        if (isAbort(cause, signal)) throw cause;
        const refused = await deps.policy.refusedOrigin(ctx.url);
        if (refused !== null) throw policyRefusedError(refused, cause, ctx);
        deps.serviceInfo.noteUnreachable();
        if (idempotent && failures < deps.retry.retries) {
          await backOff();
          continue;
        }
        throw networkError(cause, ctx);
      }
      releaseTurn();
      deps.serviceInfo.note(response);

      if (response.status === 429) {
        deps.gate.block(key, retryAfterSeconds(response));
        if (rateLimited < (idempotent ? MAX_RATE_LIMITED_GETS : 1)) {
          rateLimited += 1;
          discard(response);
          continue;
        }
        return response;
      }

      if (response.status === 401 && !attempt.public) {
        const current = deps.getToken();
        // Signed out: there is no one to re-authenticate, so the 401 is the answer.
        if (current === null) return response;
        discard(response);
        // Sent with a token that was replaced meanwhile: try the new one first.
        if (current !== token) continue;
        ticket = await deps.queue.hold(order, signal);
        continue;
      }

      if (idempotent && isRetryableStatus(response.status) && failures < deps.retry.retries) {
        discard(response);
        await backOff();
        continue;
      }
      return response;
    }
  } finally {
    releaseTurn();
  }
}
