import type { WebhookField } from '@/api/types';
import type { StoredWorkflowAction } from '../store/rows-workflows';
import { defaultTransport } from '../webhooks/transport';
import { fillTemplate, type TemplateValue } from './template';

/** Real milliseconds the receiver of a SendDataWithWebhook call has to answer. */
export const WORKFLOW_CALL_TIMEOUT_MS = 10_000;

/** The HTTP request a SendDataWithWebhook action makes. */
export interface WorkflowCallRequest {
  method: 'POST' | 'GET' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/** How the call went: the receiver's status, a network error, or not sent (browser). */
export type WorkflowCallResult =
  | { sent: true; httpStatus: number; error: null }
  | { sent: true; httpStatus: null; error: string }
  | { sent: false; note: string };

const DEFAULT_CONTENT_TYPE = 'application/json';

function isJsonType(contentType: string): boolean {
  return /^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType.trim());
}

function asParam(value: TemplateValue): string {
  if (value === null) return '';
  if (Array.isArray(value))
    return value
      .map((item: TemplateValue) =>
        typeof item === 'object' && item !== null ? JSON.stringify(item) : asParam(item),
      )
      .join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Builds the request of a SendDataWithWebhook action. POST and PUT carry a body: the
 * filled webhookCustomPayload (see template.ts), or an object of the chosen webhookFields
 * as JSON (form-encoded when the content type is application/x-www-form-urlencoded).
 * GET carries no body: the fields become query parameters, a custom payload the parameter
 * `payload`. Headers of the action are sent as given (they may override Content-Type).
 */
export function buildWorkflowCall(
  action: StoredWorkflowAction,
  values: Readonly<Record<WebhookField, TemplateValue>>,
): WorkflowCallRequest {
  const method = action.webhookRequestType ?? 'POST';
  const contentType = action.webhookContentType ?? DEFAULT_CONTENT_TYPE;
  const url = new URL(action.webhookUrl ?? '');
  const headers: Record<string, string> = {};
  const fields = action.webhookFields ?? [];
  const custom = action.isCustomPayload === true && action.webhookCustomPayload !== undefined;
  let body: string | null = null;
  if (method === 'GET') {
    if (custom)
      url.searchParams.append(
        'payload',
        fillTemplate(action.webhookCustomPayload ?? '', values, false),
      );
    else for (const field of fields) url.searchParams.append(field, asParam(values[field]));
  } else {
    headers['Content-Type'] = contentType;
    if (custom) {
      body = fillTemplate(action.webhookCustomPayload ?? '', values, isJsonType(contentType));
    } else if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
      body = new URLSearchParams(fields.map((field) => [field, asParam(values[field])])).toString();
    } else {
      body = JSON.stringify(Object.fromEntries(fields.map((field) => [field, values[field]])));
    }
  }
  for (const header of action.webhookHeaders ?? []) {
    const existing = Object.keys(headers).find(
      (name) => name.toLowerCase() === header.name.toLowerCase(),
    );
    if (existing !== undefined) Reflect.deleteProperty(headers, existing);
    headers[header.name] = header.value;
  }
  return { method, url: url.href, headers, body };
}

function failureText(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${WORKFLOW_CALL_TIMEOUT_MS} ms`;
  // Node's fetch hides the socket error (ECONNREFUSED...) in `cause`.
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Makes the call for real where the service can reach the network (Node: mock:server and
 * tests); in the browser the call is only recorded, like webhook deliveries are.
 */
export async function sendWorkflowCall(request: WorkflowCallRequest): Promise<WorkflowCallResult> {
  const transport = defaultTransport();
  if (transport.kind === 'log')
    return {
      sent: false,
      note: 'Not sent: in the browser the offline service records workflow calls instead of making them; run npm run mock:server for real calls.',
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
