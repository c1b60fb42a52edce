import { isApiError } from '@/api/client';
import { describeError } from '@/lib/i18n';

function belongsTo(key: string, field: string): boolean {
  const name = key.toLowerCase().replace(/^body\./, '');
  const wanted = field.toLowerCase();
  return name === wanted || name.startsWith(`${wanted}[`) || name.startsWith(`${wanted}.`);
}

/**
 * The service's 400 keys messages by the field as sent ("assetUIDs", "assetUIDs[0]", "email");
 * this collects those of `field`, matching case-insensitively like the service binds them.
 */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const messages = Object.entries(error.fieldErrors)
    .filter(([key]) => belongsTo(key, field))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/**
 * What to show above the form: nothing when every message of a 400 sits beside one of
 * `fields`, else the error in words (412 project state, unknown user, network...).
 */
export function formMessage(error: unknown, fields: readonly string[]): string | null {
  if (!error) return null;
  if (isApiError(error) && error.kind === 'validation') {
    const keys = Object.keys(error.fieldErrors);
    if (keys.length > 0 && keys.every((key) => fields.some((field) => belongsTo(key, field)))) {
      return null;
    }
  }
  return describeError(error);
}
