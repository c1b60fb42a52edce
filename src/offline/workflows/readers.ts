import type { FieldReader } from '@/offline/platform/http/fields';
import { ACTION_LIMITS, isEmail, matchName, splitEmails } from '@/domain/workflows/vocabulary';

/** Field readers shared by the workflow action checks (on top of FieldReader). */

/** Optional text: "" and null count as not sent, so forms may send empty inputs. */
export function optionalText(
  reader: FieldReader,
  name: string,
  maxLength: number,
): string | undefined {
  const value = reader.string(name, { maxLength });
  return value === null || value === '' ? undefined : value;
}

/** An optional string array; null counts as not sent. */
export function optionalList(
  reader: FieldReader,
  name: string,
  rules: { maxItems?: number; itemMaxLength?: number } = {},
): string[] | undefined {
  return reader.stringArray(name, rules) ?? undefined;
}

/** A value of a closed list, matched case-insensitively; 400 under the key as sent otherwise. */
export function enumField<T extends string>(
  reader: FieldReader,
  name: string,
  values: readonly T[],
  required: boolean,
): T | undefined {
  const text = reader.string(name, { required });
  if (text === undefined || text === null || text === '') return undefined;
  const value = matchName(values, text);
  if (value === undefined)
    reader.fail(
      reader.keyOf(name),
      `'${text}' is not a valid ${name}; use one of ${values.join(', ')}.`,
    );
  return value;
}

/** An e-mail list (comma, semicolon or space separated), stored as `a@x.org, b@y.org`. */
export function emailList(reader: FieldReader, name: string): string | undefined {
  const text = optionalText(reader, name, ACTION_LIMITS.commentMax);
  if (text === undefined) return undefined;
  const addresses = splitEmails(text);
  const bad = addresses.filter((address) => !isEmail(address));
  if (addresses.length === 0 || bad.length > 0) {
    reader.fail(
      reader.keyOf(name),
      `The ${name} field must list e-mail addresses separated by commas${bad.length > 0 ? `; not valid: ${bad.join(', ')}` : ''}.`,
    );
    return undefined;
  }
  return addresses.join(', ');
}
