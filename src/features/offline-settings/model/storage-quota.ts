/**
 * The storage quota knob as a form field: megabytes (of 1,048,576 bytes) as typed, where
 * an empty field means the plan defaults (null on the wire).
 */

// Plain decimal megabytes: no signs, exponents or thousands separators.
const MEGABYTES = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

export function quotaToField(storageQuotaMB: number | null): string {
  return storageQuotaMB === null ? '' : String(storageQuotaMB);
}

/** The i18n key (in the `settings` namespace) of what is wrong, or undefined when valid. */
export function validateQuotaField(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  return MEGABYTES.test(value) && Number.isFinite(Number(value))
    ? undefined
    : 'storageQuota.invalid';
}

/** The wire value; call only with a field that validated. */
export function fieldToQuota(text: string): number | null {
  const value = text.trim();
  return value === '' ? null : Number(value);
}
