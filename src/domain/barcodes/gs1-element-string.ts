import { aiAt, type AiSpec } from './gs1-ai-table';
import { gs1CheckDigitValid } from './gs1-check-digit';

/** The FNC1 separator as decoders give it in GS1 data (ASCII group separator). */
export const GS = '\u001d';

/** One application identifier and its data, read from a GS1 element string. */
export interface Gs1Element {
  /** The AI as printed, e.g. `01` or `3103`. */
  ai: string;
  /** The table AI it matched, e.g. `310` for `3103`. */
  base: string;
  title: string;
  raw: string;
  kind: AiSpec['kind'];
  /** ISO date (YYYY-MM-DD) for dates; day 00 means the last day of the month. */
  date?: string;
  /** A decimal measure with its unit (310n and friends). */
  amount?: { value: string; unit: string };
  /** A key's (GTIN, SSCC, GLN) own check digit, right or wrong. */
  checkDigitValid?: boolean;
}

export type Gs1Parse =
  | { ok: true; elements: Gs1Element[] }
  | { ok: false; elements: Gs1Element[]; rest: string; reason: 'unknown-ai' | 'too-long' };

/** YYMMDD as an ISO date: GS1's sliding century (51 years back, 49 on). */
export function gs1Date(yymmdd: string, today = new Date()): string | null {
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(yymmdd);
  if (!m) return null;
  const [yy, mm, dd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mm < 1 || mm > 12) return null;
  const thisYear = today.getUTCFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  let year = century + yy;
  if (year - thisYear >= 51) year -= 100;
  else if (thisYear - year > 49) year += 100;
  const lastDay = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  const day = dd === 0 ? lastDay : dd;
  if (day > lastDay) return null;
  return `${year}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function element(spec: AiSpec, ai: string, raw: string): Gs1Element {
  const found: Gs1Element = { ai, base: spec.ai, title: spec.title, raw, kind: spec.kind };
  if (spec.kind === 'date') {
    const date = gs1Date(raw);
    if (date) found.date = date;
  } else if (spec.kind === 'decimal' && spec.unit) {
    const decimals = Number(ai.at(-1));
    const digits = raw.padStart(decimals + 1, '0');
    const whole = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '');
    const value = decimals > 0 ? `${whole}.${digits.slice(-decimals)}` : whole;
    found.amount = { value, unit: spec.unit };
  } else if (spec.kind === 'key') {
    found.checkDigitValid = gs1CheckDigitValid(raw);
  }
  return found;
}

/**
 * Splits GS1 data (FNC1-separated, as a decoder gives it after `]C1`, `]d2`, `]Q3` or `]e0`)
 * into its application identifiers. Stops at an AI it does not know, saying where.
 */
export function parseGs1(data: string): Gs1Parse {
  const elements: Gs1Element[] = [];
  let rest = data.startsWith(GS) ? data.slice(1) : data;
  while (rest.length > 0) {
    const spec = aiAt(rest);
    if (!spec) return { ok: false, elements, rest, reason: 'unknown-ai' };
    const aiLength = spec.kind === 'decimal' ? spec.ai.length + 1 : spec.ai.length;
    const ai = rest.slice(0, aiLength);
    const body = rest.slice(aiLength);
    let raw: string;
    if (spec.fixed !== undefined) {
      raw = body.slice(0, spec.fixed);
      rest = body.slice(spec.fixed);
      if (raw.length < spec.fixed) return { ok: false, elements, rest: body, reason: 'too-long' };
    } else {
      const end = body.indexOf(GS);
      raw = end < 0 ? body : body.slice(0, end);
      rest = end < 0 ? '' : body.slice(end);
      if (raw.length > (spec.max ?? Infinity))
        return { ok: false, elements, rest: body, reason: 'too-long' };
    }
    if (rest.startsWith(GS)) rest = rest.slice(1);
    elements.push(element(spec, ai, raw));
  }
  return { ok: true, elements };
}

/** GS1 data as its human readable line: `(01)09501101530003(17)260630`. */
export function gs1Hri(elements: readonly Gs1Element[]): string {
  return elements.map((e) => `(${e.ai})${e.raw}`).join('');
}
