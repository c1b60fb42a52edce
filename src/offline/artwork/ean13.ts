import {
  EAN13_G as G,
  EAN13_L as L,
  EAN13_PARITY as PARITY,
  EAN13_R as R,
} from '@/domain/barcodes/ean13-patterns';
import type { DrawingContext } from '@/offline/platform/processing/types';

function digitsOf(code: string): number[] {
  if (!/^\d+$/.test(code)) throw new Error(`Not a numeric code: ${code}`);
  return Array.from(code, Number);
}

/** The GS1 check digit of a 12-digit EAN-13 body. */
export function ean13CheckDigit(body: string): number {
  const digits = digitsOf(body);
  if (digits.length !== 12) throw new Error('An EAN-13 body has 12 digits.');
  const sum = digits.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules (1 = bar) of a full 13-digit EAN-13 code. */
export function ean13Modules(code: string): string {
  const d = digitsOf(code);
  if (d.length !== 13) throw new Error('An EAN-13 code has 13 digits.');
  if (ean13CheckDigit(code.slice(0, 12)) !== d[12])
    throw new Error(`Wrong check digit in ${code}.`);
  const parity = PARITY[d[0] ?? 0] ?? '';
  const left = d
    .slice(1, 7)
    .map((digit, i) => (parity[i] === 'G' ? G : L)[digit])
    .join('');
  const right = d
    .slice(7)
    .map((digit) => R[digit])
    .join('');
  return `101${left}01010${right}101`;
}

/** Completes a 12-digit body with its check digit. */
export function ean13(body: string): string {
  return `${body}${ean13CheckDigit(body)}`;
}

/**
 * Draws an EAN-13 symbol on a white quiet zone, with the human-readable digits under it.
 * `moduleWidth` is the width of one bar module in pixels; the symbol is 113 modules wide.
 */
export function drawEan13(
  ctx: DrawingContext,
  code: string,
  x: number,
  y: number,
  moduleWidth: number,
  barHeight: number,
): void {
  const modules = ean13Modules(code);
  const textSize = moduleWidth * 9;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, moduleWidth * 113, barHeight + textSize * 1.2);
  ctx.fillStyle = '#000000';
  const start = x + moduleWidth * 11;
  const guards = new Set([0, 1, 2, 45, 46, 47, 48, 49, 92, 93, 94]);
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== '1') continue;
    const height = guards.has(i) ? barHeight + textSize * 0.6 : barHeight;
    ctx.fillRect(start + i * moduleWidth, y, moduleWidth, height);
  }
  ctx.font = `normal normal ${Math.round(textSize)}px monospace`;
  ctx.textAlign = 'center';
  const baseline = y + barHeight + textSize;
  ctx.fillText(code.slice(0, 1), x + moduleWidth * 5, baseline);
  ctx.fillText(code.slice(1, 7), start + moduleWidth * 24, baseline);
  ctx.fillText(code.slice(7), start + moduleWidth * 71, baseline);
  ctx.textAlign = 'left';
}
