/**
 * The faults string ("latency=50-400,error=0.05") as two delay fields and a percentage,
 * which is how people think about it. Field values are the raw texts of the inputs.
 */
export interface FaultFields {
  latencyMin: string;
  latencyMax: string;
  /** Percent of failed answers, 0..100; the wire format is a share 0..1. */
  errorPercent: string;
}

export const MAX_LATENCY_MS = 60_000;

/** Reads a string the service accepted. Parts this form does not know are ignored. */
export function faultsToFields(faults: string): FaultFields {
  const fields: FaultFields = { latencyMin: '', latencyMax: '', errorPercent: '' };
  for (const part of faults.split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key === 'latency' && value) {
      const [min, max] = value.split('-');
      fields.latencyMin = min ?? '';
      fields.latencyMax = max ?? min ?? '';
    } else if (key === 'error' && value) {
      const share = Number(value);
      if (Number.isFinite(share)) fields.errorPercent = trimFloat(share * 100);
    }
  }
  return fields;
}

/** Error keys (in the `settings` namespace) per field; empty when the fields make a valid string. */
export type FaultErrors = Partial<Record<keyof FaultFields, string>>;

const WHOLE = /^\d+$/;

export function validateFaultFields(fields: FaultFields): FaultErrors {
  const errors: FaultErrors = {};
  const min = fields.latencyMin.trim();
  const max = fields.latencyMax.trim();
  if ((min === '') !== (max === '')) {
    errors[min === '' ? 'latencyMin' : 'latencyMax'] = 'faults.latencyBoth';
  } else if (min !== '') {
    if (!WHOLE.test(min) || Number(min) > MAX_LATENCY_MS) errors.latencyMin = 'faults.latencyRange';
    if (!WHOLE.test(max) || Number(max) > MAX_LATENCY_MS) errors.latencyMax = 'faults.latencyRange';
    else if (!errors.latencyMin && Number(max) < Number(min))
      errors.latencyMax = 'faults.latencyOrder';
  }
  const percent = fields.errorPercent.trim();
  if (percent !== '') {
    const value = Number(percent);
    if (!Number.isFinite(value) || value < 0 || value > 100)
      errors.errorPercent = 'faults.errorRange';
  }
  return errors;
}

/** Composes the wire string; call only with fields that passed validation. "" means no faults. */
export function fieldsToFaults(fields: FaultFields): string {
  const parts: string[] = [];
  const min = fields.latencyMin.trim();
  const max = fields.latencyMax.trim();
  if (min !== '' && max !== '') {
    const low = Number(min);
    const high = Number(max);
    parts.push(low === high ? `latency=${low}` : `latency=${low}-${high}`);
  }
  const percent = Number(fields.errorPercent.trim() || '0');
  if (percent > 0) parts.push(`error=${trimFloat(percent / 100)}`);
  return parts.join(',');
}

// 0.07 * 100 is 7.000000000000001 in floating point; people should see 7.
function trimFloat(value: number): string {
  return String(Number(value.toFixed(6)));
}
