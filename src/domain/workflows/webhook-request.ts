import type { WebhookField, WorkflowActionInput } from '@/api/types';
import type { WebhookMethod } from './vocabulary';

/**
 * The HTTP request a SendDataWithWebhook action makes, built from the action and the
 * project's values. The offline engine sends it; the builder previews it, so the preview is
 * exactly what would be sent.
 *
 * Placeholders of `webhookCustomPayload`: `{{name}}` or `{{name:json}}`, where name is one
 * of the webhookFields names (projectName, projectUID, projectAssetsURLs...); spaces inside
 * the braces are allowed.
 * - `{{name}}` inserts the value as text: arrays are joined with ", ", null becomes an
 *   empty string. When the content type is JSON, the text is escaped for use inside a JSON
 *   string, so `{"name": "{{projectName}}"}` stays valid whatever the name holds.
 * - `{{name:json}}` inserts the value as a JSON literal (quoted string, array, null), e.g.
 *   `{"tags": {{projectTags:json}}}`.
 * Anything else between double braces is refused when the workflow is saved.
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*(?::\s*(json)\s*)?\}\}/g;
const ANY_BRACES = /\{\{([^}]*)\}\}/g;

/** A placeholder found in a template. */
export interface Placeholder {
  name: string;
  json: boolean;
}

/** The placeholders of a template, and the texts between double braces that are none. */
export function scanTemplate(template: string): { placeholders: Placeholder[]; invalid: string[] } {
  const placeholders: Placeholder[] = [];
  const invalid: string[] = [];
  for (const match of template.matchAll(ANY_BRACES)) {
    const whole = match[0];
    const parsed = new RegExp(PLACEHOLDER.source).exec(whole);
    if (parsed?.[0] === whole && parsed[1] !== undefined) {
      placeholders.push({ name: parsed[1], json: parsed[2] !== undefined });
    } else {
      invalid.push(whole);
    }
  }
  return { placeholders, invalid };
}

/** A value a placeholder can stand for. */
export type TemplateValue =
  | string
  | number
  | boolean
  | null
  | readonly TemplateValue[]
  | { readonly [key: string]: TemplateValue };

function asText(value: TemplateValue): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map((item: TemplateValue) => asText(item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Fills a template. Names without a value become empty (text) or null (json); saving a
 * workflow already refused unknown names.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, TemplateValue>>,
  jsonContent: boolean,
): string {
  return template.replace(PLACEHOLDER, (_whole, name: string, json: string | undefined) => {
    const value = values[name] ?? null;
    if (json !== undefined) return JSON.stringify(value);
    const text = asText(value);
    return jsonContent ? JSON.stringify(text).slice(1, -1) : text;
  });
}

/** The HTTP request a SendDataWithWebhook action makes. */
export interface WorkflowCallRequest {
  method: WebhookMethod;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/** The action fields the request is built from. */
export type WebhookRequestFields = Pick<
  WorkflowActionInput,
  | 'webhookRequestType'
  | 'webhookContentType'
  | 'webhookUrl'
  | 'webhookFields'
  | 'isCustomPayload'
  | 'webhookCustomPayload'
  | 'webhookHeaders'
>;

/** Used when the action names no content type. */
export const DEFAULT_WEBHOOK_CONTENT_TYPE = 'application/json';

export function isJsonType(contentType: string): boolean {
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
 * filled webhookCustomPayload, or an object of the chosen webhookFields as JSON
 * (form-encoded when the content type is application/x-www-form-urlencoded). GET carries no
 * body: the fields become query parameters, a custom payload the parameter `payload`.
 * Headers of the action are sent as given (they may override Content-Type).
 * Throws a TypeError when webhookUrl is not an absolute URL (saving refuses such actions).
 */
export function buildWorkflowCall(
  action: WebhookRequestFields,
  values: Readonly<Record<WebhookField, TemplateValue>>,
): WorkflowCallRequest {
  const method = action.webhookRequestType ?? 'POST';
  const contentType = action.webhookContentType ?? DEFAULT_WEBHOOK_CONTENT_TYPE;
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
