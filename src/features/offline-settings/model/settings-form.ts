import type { MockSettings } from '@/api/types';
import { faultsToFields, fieldsToFaults, validateFaultFields } from './faults';
import type { FaultErrors, FaultFields } from './faults';
import { fieldsToRateLimits, rateLimitsToFields, validateRateLimitFields } from './rate-limits';
import type { RateLimitErrors, RateLimitFields } from './rate-limits';
import { fieldToQuota, quotaToField, validateQuotaField } from './storage-quota';

/** The form's draft: what the person typed, kept as text until it is valid. */
export interface SettingsDraft {
  timeScale: string;
  faults: FaultFields;
  rateLimits: RateLimitFields;
  /** Megabytes as typed; empty = the plan defaults. */
  storageQuotaMB: string;
}

/** i18n keys of client-side problems, per field. */
export interface DraftErrors {
  timeScale?: string;
  faults: FaultErrors;
  rateLimits: RateLimitErrors;
  storageQuotaMB?: string;
}

/** Same upper bound as the offline service, so the form never sends what it would refuse. */
export const MAX_TIME_SCALE = 1_000_000;

export function settingsToDraft(settings: MockSettings): SettingsDraft {
  return {
    timeScale: String(settings.timeScale),
    faults: faultsToFields(settings.faults),
    rateLimits: rateLimitsToFields(settings.rateLimits),
    storageQuotaMB: quotaToField(settings.storageQuotaMB),
  };
}

export function validateDraft(draft: SettingsDraft): DraftErrors {
  const scale = Number(draft.timeScale.trim());
  const badScale =
    draft.timeScale.trim() === '' ||
    !Number.isFinite(scale) ||
    scale <= 0 ||
    scale > MAX_TIME_SCALE;
  const quota = validateQuotaField(draft.storageQuotaMB);
  return {
    ...(badScale ? { timeScale: 'timeScale.invalid' } : {}),
    faults: validateFaultFields(draft.faults),
    rateLimits: validateRateLimitFields(draft.rateLimits),
    ...(quota ? { storageQuotaMB: quota } : {}),
  };
}

export function hasErrors(errors: DraftErrors): boolean {
  return (
    Boolean(errors.timeScale) ||
    Boolean(errors.storageQuotaMB) ||
    Object.keys(errors.faults).length > 0 ||
    Object.keys(errors.rateLimits).length > 0
  );
}

/** The request body for PUT /api/v1/mock/settings; call only with a draft that validated. */
export function draftToSettings(draft: SettingsDraft): MockSettings {
  return {
    timeScale: Number(draft.timeScale.trim()),
    faults: fieldsToFaults(draft.faults),
    rateLimits: fieldsToRateLimits(draft.rateLimits),
    storageQuotaMB: fieldToQuota(draft.storageQuotaMB),
  };
}
