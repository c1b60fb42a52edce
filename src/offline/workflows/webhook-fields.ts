import type { HttpHeader, WebhookField } from '@/api/types';
import type { FieldErrors } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { scanTemplate } from '@/domain/workflows/webhook-request';
import { optionalList, optionalText } from './readers';
import {
  ACTION_LIMITS,
  isHeaderName,
  matchName,
  WEBHOOK_FIELD_NAMES,
} from '@/domain/workflows/vocabulary';

/** The SendDataWithWebhook fields of an action that need more than a format check. */

/** webhookHeaders: {name, value} entries, errors keyed `<path>.webhookHeaders[i].name`. */
export function readHeaders(
  reader: FieldReader,
  errors: FieldErrors,
  path: string,
): HttpHeader[] | undefined {
  const found = reader.find('webhookHeaders');
  if (found === undefined || found.value === null) return undefined;
  const at = `${path}.${found.key}`;
  if (!Array.isArray(found.value)) {
    (errors[at] ??= []).push('The webhookHeaders field must be an array of {name, value} objects.');
    return undefined;
  }
  if (found.value.length > ACTION_LIMITS.headersMax)
    (errors[at] ??= []).push(`At most ${ACTION_LIMITS.headersMax} headers are allowed.`);
  const headers: HttpHeader[] = [];
  found.value.forEach((item: unknown, index) => {
    const entryPath = `${at}[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      (errors[entryPath] ??= []).push('Each header must be an object with name and value.');
      return;
    }
    const entry = new FieldReader(item as Record<string, unknown>, 'body');
    const name = entry.string('name', { required: true, maxLength: 200 });
    const value = entry.string('value', { maxLength: 4000 });
    if (name && !isHeaderName(name))
      entry.fail(entry.keyOf('name'), `'${name}' is not a valid HTTP header name.`);
    if (value && /[\r\n]/.test(value))
      entry.fail(entry.keyOf('value'), 'Header values must not contain line breaks.');
    for (const [key, messages] of Object.entries(entry.errors))
      (errors[`${entryPath}.${key}`] ??= []).push(...messages);
    if (name && Object.keys(entry.errors).length === 0) headers.push({ name, value: value ?? '' });
  });
  return headers;
}

/** webhookFields: names from spec.md's list (matched case-insensitively), deduplicated. */
export function readWebhookFields(reader: FieldReader): WebhookField[] | undefined {
  const names = optionalList(reader, 'webhookFields', { maxItems: WEBHOOK_FIELD_NAMES.length });
  if (names === undefined) return undefined;
  const fields = names.map((name) => matchName(WEBHOOK_FIELD_NAMES, name));
  const unknown = names.filter((_, i) => fields[i] === undefined);
  if (unknown.length > 0) {
    reader.fail(
      reader.keyOf('webhookFields'),
      `Unknown webhook field(s): ${unknown.join(', ')}. Allowed: ${WEBHOOK_FIELD_NAMES.join(', ')}.`,
    );
    return undefined;
  }
  return [...new Set(fields.filter((field) => field !== undefined))];
}

/** webhookCustomPayload: only {{field}} / {{field:json}} placeholders of known fields. */
export function readCustomPayload(reader: FieldReader): string | undefined {
  const payload = optionalText(reader, 'webhookCustomPayload', ACTION_LIMITS.customPayloadMax);
  if (payload === undefined) return undefined;
  const { placeholders, invalid } = scanTemplate(payload);
  const unknown = placeholders
    .filter((p) => matchName(WEBHOOK_FIELD_NAMES, p.name) !== p.name)
    .map((p) => p.name);
  if (invalid.length > 0 || unknown.length > 0) {
    reader.fail(
      reader.keyOf('webhookCustomPayload'),
      `Placeholders must be {{field}} or {{field:json}} with a webhook field name; not valid: ${[...invalid, ...unknown].join(', ')}.`,
    );
  }
  return payload;
}
