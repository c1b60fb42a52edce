/** Per-window limits as form fields; the wire format is "5/s,100/min,1000/h". */
export interface RateLimitFields {
  perSecond: string;
  perMinute: string;
  perHour: string;
  /**
   * Rules the form has no field for (e.g. "10000/12h" from MOCK_RATE_LIMITS), kept
   * verbatim so saving the form never drops a limit someone set elsewhere.
   */
  other: string[];
}

const WINDOWS: Record<string, 'perSecond' | 'perMinute' | 'perHour'> = {
  s: 'perSecond',
  sec: 'perSecond',
  second: 'perSecond',
  m: 'perMinute',
  min: 'perMinute',
  minute: 'perMinute',
  h: 'perHour',
  hour: 'perHour',
};

export function rateLimitsToFields(rateLimits: string): RateLimitFields {
  const fields: RateLimitFields = { perSecond: '', perMinute: '', perHour: '', other: [] };
  for (const raw of rateLimits.split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const match = /^(\d+)\s*\/\s*([a-z]+)$/i.exec(part);
    const field = match?.[2] ? WINDOWS[match[2].toLowerCase()] : undefined;
    if (match?.[1] && field && fields[field] === '') fields[field] = match[1];
    else fields.other.push(part);
  }
  return fields;
}

/** Error keys (in the `settings` namespace) per field. */
export type RateLimitErrors = Partial<Record<'perSecond' | 'perMinute' | 'perHour', string>>;

export function validateRateLimitFields(fields: RateLimitFields): RateLimitErrors {
  const errors: RateLimitErrors = {};
  for (const key of ['perSecond', 'perMinute', 'perHour'] as const) {
    const value = fields[key].trim();
    if (value !== '' && (!/^\d+$/.test(value) || Number(value) < 1))
      errors[key] = 'rateLimits.invalid';
  }
  return errors;
}

/** Composes the wire string; call only with valid fields. "" means no limits. */
export function fieldsToRateLimits(fields: RateLimitFields): string {
  const parts: string[] = [];
  if (fields.perSecond.trim()) parts.push(`${Number(fields.perSecond)}/s`);
  if (fields.perMinute.trim()) parts.push(`${Number(fields.perMinute)}/min`);
  if (fields.perHour.trim()) parts.push(`${Number(fields.perHour)}/h`);
  return [...parts, ...fields.other].join(',');
}
