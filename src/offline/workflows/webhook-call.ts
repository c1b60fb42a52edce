import { buildWorkflowCall, type WorkflowCallRequest } from '@/domain/workflows/webhook-request';
import { defaultTransport } from '@/offline/webhooks';

// The request itself is built by the shared workflow model (the builder previews it).
export { buildWorkflowCall, type WorkflowCallRequest };

/** Real milliseconds the receiver of a SendDataWithWebhook call has to answer. */
const WORKFLOW_CALL_TIMEOUT_MS = 10_000;

/** How the call went: the receiver's status, a network error, or not sent (browser). */
type WorkflowCallResult =
  | { sent: true; httpStatus: number; error: null }
  | { sent: true; httpStatus: null; error: string }
  | { sent: false; note: string };

function failureText(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${WORKFLOW_CALL_TIMEOUT_MS} ms`;
  // Node's fetch hides the socket error (ECONNREFUSED...) in `cause`.
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Makes the call for real where the service can reach the network (Node: offline:server and
 * tests); in the browser the call is only recorded, like webhook deliveries are.
 */
export async function sendWorkflowCall(request: WorkflowCallRequest): Promise<WorkflowCallResult> {
  const transport = defaultTransport();
  if (transport.kind === 'log')
    return {
      sent: false,
      note: 'Not sent: the demo in your browser records workflow calls without making them.',
    };
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WORKFLOW_CALL_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { sent: true, httpStatus: response.status, error: null };
  } catch (error) {
    return { sent: true, httpStatus: null, error: failureText(error) };
  }
}
