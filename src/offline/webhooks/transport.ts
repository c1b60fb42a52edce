import type { Event } from '@/api/types';

/** What one delivery attempt posts. */
interface DeliveryRequest {
  url: string;
  /** Sent as header Api-Secret. */
  secret: string;
  event: Event;
  /** Aborts the attempt (the service is being disposed). */
  signal?: AbortSignal;
}

/** How an attempt ended: the receiver's HTTP status, or why there was none. */
export type DeliveryOutcome =
  { httpStatus: number; error: null } | { httpStatus: null; error: string };

/**
 * How deliveries leave the service.
 * - `http`: a real POST (Node: offline:server and Node tests); anything but 200 is retried.
 * - `log`: nothing is sent (the browser, whose page cannot reach loopback receivers and
 *   must not post data elsewhere): each delivery is recorded once, with `note` as its
 *   error, for the app's event log, and never retried since nothing failed.
 */
export type WebhookTransport =
  | { kind: 'http'; send(request: DeliveryRequest): Promise<DeliveryOutcome> }
  | { kind: 'log'; note: string };

/** Real milliseconds a receiver has to answer before the attempt counts as failed. */
const DELIVERY_TIMEOUT_MS = 10_000;

export const BROWSER_LOG_NOTE =
  'Not sent: the demo in your browser keeps deliveries in this log without posting them.';

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `No answer within ${timeoutMs} ms.`;
  // Node's fetch wraps the socket error (ECONNREFUSED...) in `cause`; that is the useful part.
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** POSTs the event JSON with Content-Type application/json and Api-Secret; redirects are not followed. */
function httpTransport(timeoutMs: number = DELIVERY_TIMEOUT_MS): WebhookTransport {
  return {
    kind: 'http',
    async send({ url, secret, event, signal }) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Api-Secret': secret },
          body: JSON.stringify(event),
          redirect: 'manual',
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
            : AbortSignal.timeout(timeoutMs),
        });
        // Reading the body frees the connection; its content does not matter.
        await response.arrayBuffer().catch(() => undefined);
        return { httpStatus: response.status, error: null };
      } catch (error) {
        return { httpStatus: null, error: describeFailure(error, timeoutMs) };
      }
    },
  };
}

export const browserLogTransport: WebhookTransport = { kind: 'log', note: BROWSER_LOG_NOTE };

/** Real HTTP in Node, the event log in a page (a DOM means a browser or a jsdom test). */
export function defaultTransport(): WebhookTransport {
  return typeof window === 'undefined' ? httpTransport() : browserLogTransport;
}
