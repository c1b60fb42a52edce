import type { Point } from '../model/geometry';

/**
 * Luminance of a window of the page bitmap, for snapping to edges in the artwork. Patch
 * pixel (i, j) covers page pixels from (left + i * step, top + j * step); `step` is 1 unless
 * the window was decoded reduced (far zoomed out, where a screen pixel spans several).
 */
export interface LumaPatch {
  left: number;
  top: number;
  width: number;
  height: number;
  step: number;
  luma: Uint8Array;
  /** The page area asked for (the patch may be clipped by the page): points within it are covered. */
  window: { left: number; top: number; right: number; bottom: number };
}

/** Least luminance step (of 255) between neighbouring pixels that counts as a strong edge. */
export const EDGE_STRENGTH = 48;

/** Candidate lines for {@link snapPoint}: page x of vertical edges, page y of horizontal ones. */
export interface EdgeLines {
  xs: number[];
  ys: number[];
}

/** Whether the patch was decoded for an area holding `p` with `reach` on every side. */
export function patchCovers(patch: LumaPatch, p: Point, reach: number): boolean {
  const w = patch.window;
  return (
    p.x - reach >= w.left &&
    p.x + reach <= w.right &&
    p.y - reach >= w.top &&
    p.y + reach <= w.bottom
  );
}

/** Relative luminance of sRGB bytes as a byte (Rec. 709 weights, no linearisation). */
export function lumaOf(rgba: Uint8ClampedArray | Uint8Array, pixels: number): Uint8Array {
  const out = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++)
    out[i] = Math.round(
      0.2126 * (rgba[i * 4] ?? 0) +
        0.7152 * (rgba[i * 4 + 1] ?? 0) +
        0.0722 * (rgba[i * 4 + 2] ?? 0),
    );
  return out;
}

/**
 * The strongest edge across each axis within `reach` page pixels of `p`: the pixel boundary
 * with the largest luminance step, the median of the three rows (or columns) through the
 * point, so a single stray pixel does not count and a corner still does. An edge lies between two pixels, so it is a
 * whole page coordinate, the one a length is measured from. Ties go to the nearer boundary;
 * a step under {@link EDGE_STRENGTH} is no edge.
 */
export function strongEdges(patch: LumaPatch, p: Point, reach: number): EdgeLines {
  const { width, height, step, luma } = patch;
  const at = (i: number, j: number) => luma[j * width + i] ?? 0;
  // Boundary b of an axis lies between pixels b - 1 and b; `lines` run across the axis.
  const strongest = (
    boundaries: number,
    lines: number[],
    origin: number,
    target: number,
    stepAt: (boundary: number, line: number) => number,
  ): number[] => {
    if (lines.length === 0) return [];
    let found: number | null = null;
    let strength = 0;
    let gap = Infinity;
    for (let boundary = 1; boundary < boundaries; boundary++) {
      const position = origin + boundary * step;
      const distance = Math.abs(position - target);
      if (distance > reach) continue;
      const steps = lines.map((line) => stepAt(boundary, line)).sort((a, b) => a - b);
      const median = steps[Math.floor((steps.length - 1) / 2)] ?? 0;
      if (median < EDGE_STRENGTH) continue;
      if (median > strength || (median === strength && distance < gap)) {
        strength = median;
        gap = distance;
        found = position;
      }
    }
    return found === null ? [] : [found];
  };
  const around = (centre: number, count: number) =>
    [centre - 1, centre, centre + 1].filter((line) => line >= 0 && line < count);
  const rows = around(Math.floor((p.y - patch.top) / step), height);
  const columns = around(Math.floor((p.x - patch.left) / step), width);
  return {
    xs: strongest(width, rows, patch.left, p.x, (i, j) => Math.abs(at(i, j) - at(i - 1, j))),
    ys: strongest(height, columns, patch.top, p.y, (j, i) => Math.abs(at(i, j) - at(i, j - 1))),
  };
}
