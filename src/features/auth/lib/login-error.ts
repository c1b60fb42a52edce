import { isApiError } from '@/api/client';

/** Fields of the sign-in form, named as the login request sends them. */
export type LoginField = 'userName' | 'password' | 'keepAliveTime';

/**
 * What a failed sign-in means for the form.
 * `credentials`: wrong user name or password (401). `plan`: the account is on
 * the Lite plan, which has no API access (403). `fields`: the service
 * rejected some inputs (400), messages per field. `other`: anything else,
 * shown with the shared error text.
 */
export type LoginFailure =
  | { kind: 'credentials' }
  | { kind: 'plan' }
  | { kind: 'fields'; fields: Partial<Record<LoginField, string>>; other: string[] }
  | { kind: 'other'; error: unknown };

const FIELDS: readonly LoginField[] = ['userName', 'password', 'keepAliveTime'];

export function classifyLoginError(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'other', error };
  if (error.status === 401) return { kind: 'credentials' };
  if (error.status === 403) return { kind: 'plan' };
  if (error.status === 400) {
    const fields: Partial<Record<LoginField, string>> = {};
    const other: string[] = [];
    for (const [name, messages] of Object.entries(error.fieldErrors)) {
      // Servers differ in key casing ("UserName", "$.userName"); match on the bare name.
      const bare = name.replace(/^\$\./, '').toLowerCase();
      const field = FIELDS.find((f) => f.toLowerCase() === bare);
      if (field && messages.length > 0) fields[field] = messages.join(' ');
      else other.push(...messages);
    }
    if (Object.keys(fields).length === 0 && other.length === 0) other.push(error.userMessage);
    return { kind: 'fields', fields, other };
  }
  return { kind: 'other', error };
}
