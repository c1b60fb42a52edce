/**
 * Requests a page started before the app had loaded, handed to the client so it does not ask
 * twice. deploy/nginx serves an external review link with a tiny script
 * (scripts/external-review-page-plugin.ts) that exchanges the link for its review session and
 * asks for the asset while the app's scripts download; the app's own exchange and asset
 * request then take those answers instead of sending theirs.
 *
 * Invariants: an answer serves one request, the first that matches it exactly (method, URL,
 * body, bearer token), and only while fresh; a request that is aborted while waiting gives it
 * back for the next one; a failed early request (no answer at all) is sent again by the client.
 */

/** The global the early script fills (an array of {@link EarlyAnswer}). */
export const EARLY_ANSWERS_GLOBAL = '__proofdeskEarlyAnswers';

/**
 * While the early script's chain is still under way, a promise that settles when it has sent
 * everything it will send (then the script sets it to null). The asset's request is sent only
 * once the exchange's answer has been read, which the app may read first: a request that finds
 * no answer yet waits for the chain instead of sending a second one.
 */
export const EARLY_ANSWERS_SETTLED_GLOBAL = '__proofdeskEarlyAnswersSettled';

/**
 * How long an early answer stands in for a request, from when it was asked: as long as React
 * Query trusts an asset record (its staleTime). A phone slower than that asks again.
 */
export const EARLY_ANSWER_FRESH_MS = 30_000;

export interface EarlyAnswer {
  method: string;
  url: string;
  /** The JSON body sent, or null. */
  body: string | null;
  /** The bearer token sent, or null. */
  token: string | null;
  /** Date.now() when it was sent. */
  sentAt: number;
  response: Promise<Response>;
}

export interface EarlyRequest {
  method: string;
  url: string;
  body: string | null;
  token: string | null;
}

function pending(): EarlyAnswer[] | null {
  if (typeof window === 'undefined') return null;
  const list = (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  return Array.isArray(list) ? (list as EarlyAnswer[]) : null;
}

function chainUnderWay(): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const settled = (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_SETTLED_GLOBAL];
  return settled instanceof Promise ? settled : null;
}

const matches = (answer: EarlyAnswer, request: EarlyRequest, now: number) =>
  answer.method === request.method &&
  answer.url === request.url &&
  answer.body === request.body &&
  answer.token === request.token &&
  now - answer.sentAt < EARLY_ANSWER_FRESH_MS;

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('The request was aborted.', 'AbortError');
}

/**
 * The early answer to `request`, taken so no other request gets it; null when there is none.
 * Rejects when the early request failed (send it again) or `signal` aborts first (the answer
 * is then left for the next matching request).
 */
export function takeEarlyAnswer(
  request: EarlyRequest,
  signal?: AbortSignal,
  now = Date.now(),
): Promise<Response> | null {
  const list = pending();
  if (!list) return null;
  const index = list.findIndex((answer) => matches(answer, request, now));
  if (index < 0) {
    // Maybe not sent yet: asked again once the chain has sent all it will; else the request.
    const underWay = chainUnderWay();
    if (!underWay) return null;
    return underWay.then(() => {
      const later = chainUnderWay() ? null : takeEarlyAnswer(request, signal, now);
      if (!later) throw new Error('No early answer for this request.');
      return later;
    });
  }
  const [answer] = list.splice(index, 1) as [EarlyAnswer];
  return new Promise<Response>((resolve, reject) => {
    const giveBack = () => {
      list.push(answer);
      reject(abortError(signal as AbortSignal));
    };
    if (signal?.aborted) {
      giveBack();
      return;
    }
    signal?.addEventListener('abort', giveBack, { once: true });
    answer.response.then(
      (response) => {
        signal?.removeEventListener('abort', giveBack);
        resolve(response);
      },
      (error: unknown) => {
        signal?.removeEventListener('abort', giveBack);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type TakeEarlyAnswer = (
  request: EarlyRequest,
  signal?: AbortSignal,
) => Promise<Response> | null;
