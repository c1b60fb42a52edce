import { EAN13_G as G, EAN13_L as L, EAN13_PARITY as PARITY, EAN13_R as R } from './ean13-patterns';
import { gs1CheckDigitValid } from './gs1-check-digit';

/** An EAN-13 has 59 elements: guard 3, six digits of 4, centre guard 5, six of 4, guard 3. */
export const EAN13_ELEMENTS = 59;

/** Four element widths as the digit's 7 modules, starting with a bar or a space. */
function modules(widths: readonly number[], barFirst: boolean): string {
  const total = widths.reduce((sum, w) => sum + w, 0);
  let out = '';
  let bar = barFirst;
  for (const w of widths) {
    out += (bar ? '1' : '0').repeat(Math.max(1, Math.round((w * 7) / total)));
    bar = !bar;
  }
  return out;
}

const guardOk = (widths: readonly number[], x: number) =>
  widths.every((w) => Math.abs(w / x - 1) < 0.6);

/**
 * Reads an EAN-13 from the widths of its 59 elements (bar first), without the decoder's
 * demands: no quiet zone needed, and a wrong check digit is read as it is printed. Null when
 * the widths are not an EAN-13's.
 */
export function ean13FromWidths(
  widths: readonly number[],
): { text: string; checkDigitValid: boolean } | null {
  if (widths.length !== EAN13_ELEMENTS) return null;
  const x = widths.reduce((sum, w) => sum + w, 0) / 95;
  if (
    !guardOk(widths.slice(0, 3), x) ||
    !guardOk(widths.slice(27, 32), x) ||
    !guardOk(widths.slice(56), x)
  )
    return null;
  let parity = '';
  let digits = '';
  for (let d = 0; d < 6; d++) {
    const pattern = modules(widths.slice(3 + 4 * d, 7 + 4 * d), false);
    const l = L.indexOf(pattern);
    const g = G.indexOf(pattern);
    if (l < 0 && g < 0) return null;
    parity += l >= 0 ? 'L' : 'G';
    digits += String(l >= 0 ? l : g);
  }
  for (let d = 0; d < 6; d++) {
    const r = R.indexOf(modules(widths.slice(32 + 4 * d, 36 + 4 * d), true));
    if (r < 0) return null;
    digits += String(r);
  }
  const first = PARITY.indexOf(parity);
  if (first < 0) return null;
  const text = `${first}${digits}`;
  return { text, checkDigitValid: gs1CheckDigitValid(text) };
}
