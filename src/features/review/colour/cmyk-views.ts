import type { CmykSource } from '@/lib/cmyk/cmyk-source';

export { buildCmykView, cellFor, joinCmykViews, type CmykView } from '@/lib/cmyk/cmyk-view';
import type { CmykView } from '@/lib/cmyk/cmyk-view';

export const INKS = ['c', 'm', 'y', 'k'] as const;
export type Ink = (typeof INKS)[number];
/** The inks' printed colours (ISO coated process inks, as designers' tools show them). */
export const INK_RGB: Record<Ink, readonly [number, number, number]> = {
  c: [0, 174, 239],
  m: [236, 0, 140],
  y: [255, 242, 0],
  k: [35, 31, 32],
};

/** Percent of 0..255 ink, one decimal: 255 is 100 %. */
export const inkPercent = (value: number): number => Math.round((value / 255) * 1000) / 10;

export interface PlateChoice {
  /** The plates shown. */
  plates: Record<Ink, boolean>;
  /** Each plate in its ink colour, or as greyscale (black ink). */
  mode: 'ink' | 'grey';
}

/**
 * The chosen plates as RGBA: white paper, each ink laid over it multiplicatively (how a
 * proof simulates overprinting inks without a profile). In greyscale a plate is black ink.
 */
export function renderPlates(view: CmykView, choice: PlateChoice): Uint8ClampedArray {
  const out = new Uint8ClampedArray(view.width * view.height * 4);
  // Per plate and channel, what each of the 256 ink values leaves of the light. A plate not
  // shown leaves all of it: x * 1 is exactly x, so one loop serves every choice of plates.
  const light = (ink: Ink, channel: 0 | 1 | 2) => {
    const value = (choice.mode === 'grey' ? 0 : INK_RGB[ink][channel]) / 255;
    return Float64Array.from({ length: 256 }, (_, v) =>
      choice.plates[ink] ? 1 - (v / 255) * (1 - value) : 1,
    );
  };
  const [cr, cg, cb] = [light('c', 0), light('c', 1), light('c', 2)];
  const [mr, mg, mb] = [light('m', 0), light('m', 1), light('m', 2)];
  const [yr, yg, yb] = [light('y', 0), light('y', 1), light('y', 2)];
  const [kr, kg, kb] = [light('k', 0), light('k', 1), light('k', 2)];
  const { inks } = view;
  // A 2,000 px raster is 4 million pixels: no per-pixel calls or allocations.
  for (let at = 0; at < out.length; at += 4) {
    const c = inks[at] as number;
    const m = inks[at + 1] as number;
    const y = inks[at + 2] as number;
    const k = inks[at + 3] as number;
    const r = (cr[c] as number) * (mr[m] as number) * (yr[y] as number) * (kr[k] as number);
    const g = (cg[c] as number) * (mg[m] as number) * (yg[y] as number) * (kg[k] as number);
    const b = (cb[c] as number) * (mb[m] as number) * (yb[y] as number) * (kb[k] as number);
    out[at] = Math.round(r * 255);
    out[at + 1] = Math.round(g * 255);
    out[at + 2] = Math.round(b * 255);
    out[at + 3] = 255;
  }
  return out;
}

/** Cells whose highest C+M+Y+K passes `limitPercent`, marked opaque; the rest transparent. */
export function renderCoverage(view: CmykView, limitPercent: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(view.width * view.height * 4);
  const limit = (limitPercent / 100) * 255;
  for (let i = 0; i < view.width * view.height; i++) {
    if ((view.coverage[i] ?? 0) <= limit) continue;
    // Bright green: no process ink looks like it, so a mark never reads as a plate.
    out[i * 4] = 0;
    out[i * 4 + 1] = 220;
    out[i * 4 + 2] = 60;
    out[i * 4 + 3] = 230;
  }
  return out;
}

/** Mean ink values (percent) of the `size` x `size` pixels centred on (x, y), clipped to the page. */
export function sampleInks(
  source: CmykSource,
  x: number,
  y: number,
  size: 1 | 3 | 5,
): Record<Ink, number> {
  const half = (size - 1) / 2;
  const x0 = Math.max(0, Math.floor(x) - half);
  const x1 = Math.min(source.width, Math.floor(x) + half + 1);
  const y0 = Math.max(0, Math.floor(y) - half);
  const rows = source.rows(y0, Math.min(source.height, Math.floor(y) + half + 1) - y0);
  const lines = rows.length / 4 / source.width;
  const sums = [0, 0, 0, 0];
  let n = 0;
  for (let r = 0; r < lines; r++)
    for (let px = x0; px < x1; px++) {
      for (let k = 0; k < 4; k++)
        sums[k] = (sums[k] ?? 0) + (rows[(r * source.width + px) * 4 + k] ?? 0);
      n++;
    }
  const mean = (k: number) => (n ? inkPercent((sums[k] ?? 0) / n) : 0);
  return { c: mean(0), m: mean(1), y: mean(2), k: mean(3) };
}
