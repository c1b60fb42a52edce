/**
 * GS1 application identifiers this reader names (GS1 General Specifications, section 3):
 * how long the data is (fixed, or up to `max` ending at FNC1), what it holds, and its GS1
 * data title. AIs ending in `n` (310n, ...) carry the decimal point position as last digit.
 */
export interface AiSpec {
  /** Digits of the AI itself. */
  ai: string;
  /** Fixed data length, or undefined when variable (then `max`). */
  fixed?: number;
  max?: number;
  kind: 'text' | 'key' | 'date' | 'decimal' | 'number' | 'datetime';
  /** The GS1 data title, as GS1 prints it in the human readable line. */
  title: string;
  /** Unit of a decimal measure. */
  unit?: string;
}

const fixed = (ai: string, length: number, kind: AiSpec['kind'], title: string): AiSpec => ({
  ai,
  fixed: length,
  kind,
  title,
});
const variable = (ai: string, max: number, kind: AiSpec['kind'], title: string): AiSpec => ({
  ai,
  max,
  kind,
  title,
});
const measure = (prefix: string, title: string, unit: string): AiSpec => ({
  ai: prefix,
  fixed: 6,
  kind: 'decimal',
  title,
  unit,
});

export const AI_SPECS: readonly AiSpec[] = [
  fixed('00', 18, 'key', 'SSCC'),
  fixed('01', 14, 'key', 'GTIN'),
  fixed('02', 14, 'key', 'CONTENT'),
  variable('10', 20, 'text', 'BATCH/LOT'),
  fixed('11', 6, 'date', 'PROD DATE'),
  fixed('12', 6, 'date', 'DUE DATE'),
  fixed('13', 6, 'date', 'PACK DATE'),
  fixed('15', 6, 'date', 'BEST BEFORE or BEST BY'),
  fixed('16', 6, 'date', 'SELL BY'),
  fixed('17', 6, 'date', 'USE BY or EXPIRY'),
  fixed('20', 2, 'text', 'VARIANT'),
  variable('21', 20, 'text', 'SERIAL'),
  variable('22', 20, 'text', 'CPV'),
  variable('240', 30, 'text', 'ADDITIONAL ID'),
  variable('241', 30, 'text', 'CUST. PART No.'),
  variable('250', 30, 'text', 'SECONDARY SERIAL'),
  variable('30', 8, 'number', 'VAR. COUNT'),
  measure('310', 'NET WEIGHT (kg)', 'kg'),
  measure('311', 'LENGTH (m)', 'm'),
  measure('312', 'WIDTH (m)', 'm'),
  measure('313', 'HEIGHT (m)', 'm'),
  measure('315', 'NET VOLUME (l)', 'l'),
  measure('320', 'NET WEIGHT (lb)', 'lb'),
  measure('330', 'GROSS WEIGHT (kg)', 'kg'),
  variable('37', 8, 'number', 'COUNT'),
  variable('400', 30, 'text', 'ORDER NUMBER'),
  variable('401', 30, 'text', 'GINC'),
  fixed('402', 17, 'key', 'GSIN'),
  fixed('410', 13, 'key', 'SHIP TO LOC'),
  fixed('414', 13, 'key', 'LOC No.'),
  variable('420', 20, 'text', 'SHIP TO POST'),
  fixed('422', 3, 'number', 'ORIGIN'),
  variable('8008', 12, 'datetime', 'PROD TIME'),
  variable('8020', 25, 'text', 'REF No.'),
  variable('90', 30, 'text', 'INTERNAL'),
];

/** The spec of the AI at the start of `data`, if it is one this table knows. */
export function aiAt(data: string): AiSpec | null {
  for (const spec of AI_SPECS) {
    if (spec.kind === 'decimal') {
      if (data.startsWith(spec.ai) && /\d/.test(data[spec.ai.length] ?? '')) return spec;
    } else if (data.startsWith(spec.ai)) return spec;
  }
  return null;
}
