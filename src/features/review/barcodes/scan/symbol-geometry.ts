import { SYMBOLOGIES, type Symbology } from '@/domain/barcodes/symbology';
import { lumaAt, type GrayImage, type Point } from './gray-image';

/** Where a decoder found a symbol: its four corners in picture pixels. */
export interface Corners {
  topLeft: Point;
  topRight: Point;
  bottomRight: Point;
  bottomLeft: Point;
}

/** A symbol measured in picture pixels, in its own frame (along the bars' scan direction). */
export interface SymbolGeometry {
  /** Module width X. */
  x: number;
  /** Bars (linear) or symbol (matrix) width and height, quiet zones excluded. */
  width: number;
  height: number;
  /** The symbol's box on the picture, quiet zones excluded. */
  box: { x: number; y: number; width: number; height: number };
  quietZone: { before: boolean; after: boolean };
  /** The symbol reaches the picture's top or bottom edge: measured again from other rows. */
  touchesEdge: { top: boolean; bottom: boolean };
}

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const len = (p: Point) => Math.hypot(p.x, p.y);

/** The level between the darkest and lightest luminance on the line (bars and paper). */
function threshold(values: number[]): number {
  let min = 255;
  let max = 0;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  return (min + max) / 2;
}

interface Frame {
  origin: Point;
  u: Point;
  v: Point;
  at(a: number, b: number): Point;
}

function frameOf(corners: Corners): { frame: Frame; along: number; across: number } {
  const top = sub(corners.topRight, corners.topLeft);
  const along = len(top);
  const u = along > 0 ? { x: top.x / along, y: top.y / along } : { x: 1, y: 0 };
  const side = sub(corners.bottomLeft, corners.topLeft);
  // Perpendicular to u, on the side the bottom corners are (a 1D result may give one line).
  const sign = u.x * side.y - u.y * side.x < 0 ? -1 : 1;
  const v = { x: -u.y * sign, y: u.x * sign };
  const across = Math.abs(side.x * v.x + side.y * v.y);
  const origin = corners.topLeft;
  return {
    frame: {
      origin,
      u,
      v,
      at: (a, b) => ({ x: origin.x + a * u.x + b * v.x, y: origin.y + a * u.y + b * v.y }),
    },
    along,
    across,
  };
}

/** Dark and light runs along the line b = `b` from a = `from` to `to` (one-pixel steps). */
function runsAlong(
  image: GrayImage,
  frame: Frame,
  b: number,
  from: number,
  to: number,
  level: number,
) {
  const runs: { dark: boolean; start: number; end: number }[] = [];
  for (let a = from; a <= to; a++) {
    const p = frame.at(a, b);
    const dark = lumaAt(image, p.x, p.y) < level;
    const last = runs.at(-1);
    if (last && last.dark === dark) last.end = a + 1;
    else runs.push({ dark, start: a, end: a + 1 });
  }
  return runs;
}

/** How far from (a, b) the dark bar goes along v in direction `dir`. */
function barReach(
  image: GrayImage,
  frame: Frame,
  a: number,
  b: number,
  dir: 1 | -1,
  level: number,
  limit: number,
) {
  let d = 0;
  while (d < limit) {
    const p = frame.at(a, b + dir * (d + 1));
    if (lumaAt(image, p.x, p.y) >= level) break;
    d++;
  }
  return d;
}

function median(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Whether the band a in [a0, a1], b in [b0, b1] has (almost) no dark pixels. */
function clear(
  image: GrayImage,
  frame: Frame,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  level: number,
) {
  let dark = 0;
  let all = 0;
  for (let b = b0; b <= b1; b += 1)
    for (let a = a0; a <= a1; a += 1) {
      const p = frame.at(a, b);
      all++;
      if (lumaAt(image, p.x, p.y) < level) dark++;
    }
  // Scanning noise and anti-aliased edges are not artwork: 0.5 % of the band may be dark.
  return all === 0 || dark / all <= 0.005;
}

function linearModules(symbology: Symbology, allRuns: number): number | null {
  const fixed = SYMBOLOGIES[symbology].modules;
  if (fixed !== undefined) return fixed;
  if (symbology === 'code-128' || symbology === 'gs1-128') {
    // Six elements (11 modules) per character, the stop pattern has seven (13 modules).
    const characters = Math.round((allRuns - 7) / 6);
    return characters > 0 ? characters * 11 + 13 : null;
  }
  return null;
}

/** X of an ITF symbol: the mean width of its narrow elements (wide ones are 2-3 times as wide). */
function narrowWidth(widths: number[]): number {
  const min = Math.min(...widths);
  const max = Math.max(...widths);
  const cut = (min + max) / 2;
  const narrow = widths.filter((w) => w < cut);
  return narrow.reduce((s, w) => s + w, 0) / Math.max(1, narrow.length);
}

/**
 * Measures a decoded symbol on the picture: X, bar width and height, box, and whether its
 * quiet zones are clear (checked over the height of the ordinary bars, so the digits printed
 * beside an EAN's bars are not taken for artwork).
 */
export function measureSymbol(
  image: GrayImage,
  corners: Corners,
  symbology: Symbology,
  modules?: number,
): SymbolGeometry | null {
  const spec = SYMBOLOGIES[symbology];
  const { frame, along, across } = frameOf(corners);
  if (spec.kind === 'matrix') {
    const count = modules ?? 0;
    if (count <= 0 || along <= 0) return null;
    const x = along / count;
    const side = across > 0 ? across : along;
    const q = spec.quietBefore * x;
    const quiet =
      clear(image, frame, -q, -1, -q, side + q, 128) &&
      clear(image, frame, along + 1, along + q, -q, side + q, 128) &&
      clear(image, frame, 0, along, -q, -1, 128) &&
      clear(image, frame, 0, along, side + 1, side + q, 128);
    return finish(image, frame, x, along, side, 0, side, { before: quiet, after: quiet });
  }
  const mid = across / 2;
  const margin = Math.ceil(along * 0.2) + 4;
  const line: number[] = [];
  for (let a = -margin; a <= along + margin; a++) {
    const p = frame.at(a, mid);
    line.push(lumaAt(image, p.x, p.y));
  }
  const level = threshold(line);
  const runs = runsAlong(image, frame, mid, -2, along + 2, level);
  const firstDark = runs.findIndex((r) => r.dark);
  const lastDark = runs.findLastIndex((r) => r.dark);
  if (firstDark < 0) return null;
  const bars = runs.slice(firstDark, lastDark + 1);
  const start = bars[0]?.start ?? 0;
  const end = bars.at(-1)?.end ?? along;
  const width = end - start;
  const moduleCount = linearModules(symbology, bars.length);
  const x = moduleCount ? width / moduleCount : narrowWidth(bars.map((r) => r.end - r.start));
  // Bar height: from the centre line up and down at every dark run's middle; the median
  // leaves out an EAN's longer guard bars and any bar touched by artwork.
  const limit = Math.max(image.width, image.height);
  const tops: number[] = [];
  const bottoms: number[] = [];
  for (const bar of bars) {
    if (!bar.dark) continue;
    const a = (bar.start + bar.end - 1) / 2;
    tops.push(mid - barReach(image, frame, a, mid, -1, level, limit));
    bottoms.push(mid + barReach(image, frame, a, mid, 1, level, limit));
  }
  const top = median(tops);
  const bottom = median(bottoms) + 1;
  const before = spec.quietBefore * x;
  const after = spec.quietAfter * x;
  // Half a module next to the bars is left out: a bar's blurred edge is not an obstruction.
  const quietZone = {
    before: clear(image, frame, start - before, start - x / 2 - 1, top, bottom - 1, level),
    after: clear(image, frame, end + x / 2, end + after - 1, top, bottom - 1, level),
  };
  const shifted: Frame = {
    ...frame,
    origin: frame.at(start, 0),
    at: (a, b) => frame.at(start + a, b),
  };
  return finish(image, shifted, x, width, bottom - top, top, bottom, quietZone);
}

function finish(
  image: GrayImage,
  frame: Frame,
  x: number,
  width: number,
  height: number,
  top: number,
  bottom: number,
  quietZone: SymbolGeometry['quietZone'],
): SymbolGeometry {
  const corners = [
    frame.at(0, top),
    frame.at(width, top),
    frame.at(width, bottom),
    frame.at(0, bottom),
  ];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const box = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
  return {
    x,
    width,
    height,
    box,
    quietZone,
    touchesEdge: { top: box.y <= 1, bottom: box.y + box.height >= image.height - 1 },
  };
}
