import { ValidationProblem, type FieldErrors } from './errors';

interface Found {
  /** The key exactly as the caller spelled it. */
  key: string;
  value: unknown;
}

interface StringRules {
  required?: boolean;
  maxLength?: number;
}

interface ArrayRules {
  required?: boolean;
  minItems?: number;
  maxItems?: number;
  itemMaxLength?: number;
}

/**
 * Reads request fields the way ASP.NET model binding does: names match
 * case-insensitively and every error is keyed by the name as sent (or as documented
 * when the field is missing). Collects all errors, then {@link done} throws one 400.
 *
 * Each reader returns `undefined` when the field was not sent (or was invalid), `null`
 * when it was sent as JSON null (or an empty query value), else the value.
 */
export class FieldReader {
  readonly errors: FieldErrors = {};
  private readonly source: Record<string, unknown>;
  /** Query strings hold text only: numbers and booleans are parsed from it. */
  private readonly fromQuery: boolean;

  constructor(source: Record<string, unknown>, origin: 'body' | 'query') {
    this.source = source;
    this.fromQuery = origin === 'query';
  }

  /** Adds an error under `key` (use the key as sent where one was sent). */
  fail(key: string, message: string): void {
    (this.errors[key] ??= []).push(message);
  }

  /** The field as sent, looked up case-insensitively. */
  find(name: string): Found | undefined {
    if (name in this.source) return { key: name, value: this.source[name] };
    const lower = name.toLowerCase();
    for (const key of Object.keys(this.source)) {
      if (key.toLowerCase() === lower) return { key, value: this.source[key] };
    }
    return undefined;
  }

  has(name: string): boolean {
    return this.find(name) !== undefined;
  }

  /** The key to report an error under: as sent, else the documented name. */
  keyOf(name: string): string {
    return this.find(name)?.key ?? name;
  }

  string(name: string, rules: StringRules = {}): string | null | undefined {
    const found = this.find(name);
    const missing =
      found === undefined || found.value === null || (this.fromQuery && found.value === '');
    if (
      missing ||
      (typeof found.value === 'string' && rules.required && found.value.trim() === '')
    ) {
      if (rules.required) {
        this.fail(found?.key ?? name, `The ${name} field is required.`);
        return undefined;
      }
      return found === undefined ? undefined : null;
    }
    if (typeof found.value !== 'string') {
      this.fail(found.key, `The ${name} field must be a string.`);
      return undefined;
    }
    if (rules.maxLength !== undefined && found.value.length > rules.maxLength) {
      this.fail(found.key, `The ${name} field must be at most ${rules.maxLength} characters long.`);
      return undefined;
    }
    return found.value;
  }

  stringArray(name: string, rules: ArrayRules = {}): string[] | null | undefined {
    const found = this.find(name);
    if (found === undefined || found.value === null) {
      if (rules.required) this.fail(found?.key ?? name, `The ${name} field is required.`);
      return found === undefined || rules.required ? undefined : null;
    }
    const { key, value } = found;
    if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) {
      this.fail(key, `The ${name} field must be an array of strings.`);
      return undefined;
    }
    const errorsBefore = this.errors[key]?.length ?? 0;
    if (rules.minItems !== undefined && value.length < rules.minItems) {
      this.fail(
        key,
        `The ${name} field needs at least ${rules.minItems} item${rules.minItems === 1 ? '' : 's'}.`,
      );
    }
    if (rules.maxItems !== undefined && value.length > rules.maxItems) {
      this.fail(key, `The ${name} field allows at most ${rules.maxItems} items.`);
    }
    if (rules.itemMaxLength !== undefined) {
      const max = rules.itemMaxLength;
      const tooLong = value.filter((item) => item.length > max);
      if (tooLong.length > 0)
        this.fail(key, `Each ${name} item must be at most ${max} characters long.`);
    }
    if (value.some((item) => item.trim() === ''))
      this.fail(key, `The ${name} field must not contain empty items.`);
    return (this.errors[key]?.length ?? 0) > errorsBefore ? undefined : value;
  }

  integer(name: string, range: { min?: number; max?: number } = {}): number | null | undefined {
    const found = this.find(name);
    if (found === undefined) return undefined;
    if (found.value === null || (this.fromQuery && found.value === '')) return null;
    const value =
      this.fromQuery && typeof found.value === 'string' ? Number(found.value) : found.value;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail(found.key, `The ${name} field must be an integer.`);
      return undefined;
    }
    if (
      (range.min !== undefined && value < range.min) ||
      (range.max !== undefined && value > range.max)
    ) {
      this.fail(
        found.key,
        `The ${name} field must be between ${range.min ?? '-∞'} and ${range.max ?? '∞'}.`,
      );
      return undefined;
    }
    return value;
  }

  boolean(name: string): boolean | null | undefined {
    const found = this.find(name);
    if (found === undefined) return undefined;
    if (found.value === null || (this.fromQuery && found.value === '')) return null;
    if (typeof found.value === 'boolean') return found.value;
    if (this.fromQuery && typeof found.value === 'string') {
      const text = found.value.toLowerCase();
      if (text === 'true') return true;
      if (text === 'false') return false;
    }
    const shown = typeof found.value === 'string' ? found.value : JSON.stringify(found.value);
    this.fail(found.key, `The value '${shown}' is not valid for ${name}: use true or false.`);
    return undefined;
  }

  /**
   * An ISO date or date-time, normalised by {@link normalizeIsoDate}; null when sent as
   * null or empty, undefined when absent or invalid (the error is recorded).
   */
  isoDate(name: string): string | null | undefined {
    const text = this.string(name);
    if (text === null || text === '') return null;
    if (text === undefined) return undefined;
    const normalized = normalizeIsoDate(text.trim());
    if (normalized === undefined)
      this.fail(this.keyOf(name), `The value '${text}' is not a valid ISO date or date-time.`);
    return normalized;
  }

  /** Throws the collected errors as one 400 problem, if any. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationProblem(this.errors);
  }
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?(Z|[+-]\d{2}:\d{2})?$/i;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Normalises an ISO date (`2025-03-01`, kept as is) or date-time (converted to UTC,
 * `...Z`; no zone means UTC). Undefined when it is neither.
 */
export function normalizeIsoDate(text: string): string | undefined {
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    return isCalendarDate(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]))
      ? text
      : undefined;
  }
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return undefined;
  const [, y, mo, d, h, mi, s] = dateTime;
  if (!isCalendarDate(Number(y), Number(mo), Number(d))) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return undefined;
  const zoned = dateTime[7] === undefined ? `${text}Z` : text;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}
