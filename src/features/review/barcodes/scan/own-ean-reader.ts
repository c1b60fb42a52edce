import { EAN13_ELEMENTS, ean13FromWidths } from '@/domain/barcodes/ean13-bars';
import type { PixelBox } from './found-barcode';
import { lumaAt, type GrayImage, type Point } from './gray-image';
import type { Corners } from './symbol-geometry';

/** An EAN-13 read from its bars where the decoder refused it (usually its quiet zone). */
export interface OwnEanReading {
  text: string;
  checkDigitValid: boolean;
  corners: Corners;
  orientation: number;
}

interface Run {
  dark: boolean;
  start: number;
  end: number;
}

function runsOn(image: GrayImage, at: (s: number) => Point, from: number, to: number): Run[] {
  const runs: Run[] = [];
  for (let s = from; s < to; s++) {
    const p = at(s);
    const dark = lumaAt(image, p.x, p.y) < 128;
    const last = runs.at(-1);
    if (last?.dark === dark) last.end = s + 1;
    else runs.push({ dark, start: s, end: s + 1 });
  }
  return runs;
}

/**
 * Looks for an EAN-13 along the middle of `box` (across it and down it), read from the bar
 * widths alone: the second opinion on a shape the decoder would not read.
 */
export function readOwnEan(image: GrayImage, box: PixelBox): OwnEanReading | null {
  const margin = 32;
  for (const horizontal of [true, false]) {
    const middle = horizontal ? box.y + box.height / 2 : box.x + box.width / 2;
    const from = (horizontal ? box.x : box.y) - margin;
    const to = (horizontal ? box.x + box.width : box.y + box.height) + margin;
    const at = (s: number): Point => (horizontal ? { x: s, y: middle } : { x: middle, y: s });
    const runs = runsOn(image, at, from, to);
    for (let i = 0; i + EAN13_ELEMENTS <= runs.length; i++) {
      if (!runs[i]?.dark) continue;
      const window = runs.slice(i, i + EAN13_ELEMENTS);
      const widths = window.map((r) => r.end - r.start);
      const start = window[0]?.start ?? 0;
      const end = window.at(-1)?.end ?? 0;
      for (const reversed of [false, true]) {
        const read = ean13FromWidths(reversed ? [...widths].reverse() : widths);
        if (!read) continue;
        // The symbol's own left-to-right: reversed, it reads from `end` back to `start`.
        const [a, b] = reversed ? [end, start] : [start, end];
        const side = horizontal ? { x: 0, y: 1 } : { x: -1, y: 0 };
        const first = at(a);
        const last = at(b);
        return {
          ...read,
          corners: {
            topLeft: first,
            topRight: last,
            bottomRight: { x: last.x + side.x, y: last.y + side.y },
            bottomLeft: { x: first.x + side.x, y: first.y + side.y },
          },
          orientation: (horizontal ? 0 : 90) + (reversed ? 180 : 0),
        };
      }
    }
  }
  return null;
}
