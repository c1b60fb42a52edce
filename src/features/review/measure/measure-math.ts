import type { Point, Rect, Size } from '../model/geometry';

/** Lengths on the page in physical units: the reviewer's unit, the file's scale. */

export type LengthUnit = 'mm' | 'in' | 'pt';
export const LENGTH_UNITS: readonly LengthUnit[] = ['mm', 'in', 'pt'];

/** Millimetres per page pixel, across and down. */
export interface Scale {
  x: number;
  y: number;
}

const PER_MM: Record<LengthUnit, number> = { mm: 1, in: 1 / 25.4, pt: 72 / 25.4 };
/** Decimals shown: a hundredth of a mm, a thousandth of an inch, a tenth of a point. */
const DECIMALS: Record<LengthUnit, number> = { mm: 2, in: 3, pt: 1 };

export function fromMm(mm: number, unit: LengthUnit): number {
  return mm * PER_MM[unit];
}

export function toMm(value: number, unit: LengthUnit): number {
  return value / PER_MM[unit];
}

export function roundIn(value: number, unit: LengthUnit, squared = false): number {
  const decimals = squared ? Math.max(0, DECIMALS[unit] - 1) : DECIMALS[unit];
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export interface Distance {
  mm: number;
  /** Horizontal and vertical parts, mm. */
  dx: number;
  dy: number;
  /** Angle from the horizontal, degrees, counter-clockwise as on paper. */
  angle: number;
}

export function distance(a: Point, b: Point, scale: Scale): Distance {
  const dx = (b.x - a.x) * scale.x;
  const dy = (b.y - a.y) * scale.y;
  return {
    mm: Math.hypot(dx, dy),
    dx: Math.abs(dx),
    dy: Math.abs(dy),
    angle: (Math.atan2(-dy, dx) * 180) / Math.PI,
  };
}

export interface BoxSize {
  width: number;
  height: number;
  /** mm². */
  area: number;
}

export function boxSize(a: Point, b: Point, scale: Scale): BoxSize {
  const width = Math.abs(b.x - a.x) * scale.x;
  const height = Math.abs(b.y - a.y) * scale.y;
  return { width, height, area: width * height };
}

/** A length in `unit`, rounded to its decimals (area: one decimal fewer). */
export function lengthIn(mm: number, unit: LengthUnit): number {
  return roundIn(fromMm(mm, unit), unit);
}

export function areaIn(mm2: number, unit: LengthUnit): number {
  return roundIn(mm2 * PER_MM[unit] ** 2, unit, true);
}

/**
 * The scale a calibration gives: a line of `pixels` page pixels is `length` `unit` long.
 * Square pixels are assumed (a bitmap without a resolution has no other information).
 */
export function calibratedScale(pixels: number, length: number, unit: LengthUnit): Scale | null {
  if (!(pixels > 0) || !(length > 0) || !Number.isFinite(length)) return null;
  const mm = toMm(length, unit) / pixels;
  return { x: mm, y: mm };
}

/**
 * A point pulled onto the nearest page edge, box edge or edge in the artwork (`edges`,
 * found in the page bitmap) within `reach` page pixels, each axis on its own (so a corner
 * snaps to both).
 */
export function snapPoint(
  p: Point,
  page: Size,
  boxes: readonly (Rect | null)[],
  reach: number,
  edges: { xs: readonly number[]; ys: readonly number[] } = { xs: [], ys: [] },
): Point {
  const xs = [0, page.width, ...edges.xs];
  const ys = [0, page.height, ...edges.ys];
  for (const box of boxes)
    if (box) {
      xs.push(box.x, box.x + box.width);
      ys.push(box.y, box.y + box.height);
    }
  const nearest = (value: number, lines: number[]) => {
    let best = value;
    let gap = reach;
    for (const line of lines)
      if (Math.abs(line - value) <= gap) {
        gap = Math.abs(line - value);
        best = line;
      }
    return best;
  };
  return { x: nearest(p.x, xs), y: nearest(p.y, ys) };
}
