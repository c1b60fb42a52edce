import type { TextRect } from '@/lib/pdf/find-text';

/** A place of find on a page, as shares (0..1) of the page: the same on any image size. */
export interface ShareRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One match of find in one version: its zero-based page and its pieces (shares of the page). */
export interface VersionMatch {
  page: number;
  rects: readonly ShareRect[];
}

/**
 * One stop of next and previous in compare: a match of the older version, the newer one, or
 * both when they are the same place of the page (the text found where it was).
 */
export interface FindStop {
  page: number;
  /** Index into the older version's matches, or null. */
  before: number | null;
  /** Index into the newer version's matches, or null. */
  after: number | null;
}

/** A match as shares of its page (pdf.js page units over the page's size). */
export function shareMatch(
  page: number,
  rects: readonly TextRect[],
  pageWidth: number,
  pageHeight: number,
): VersionMatch {
  return {
    page,
    rects: rects.map((r) => ({
      x: r.x / pageWidth,
      y: r.y / pageHeight,
      width: r.width / pageWidth,
      height: r.height / pageHeight,
    })),
  };
}

/** The box around all of a match's pieces. */
export function boundsOf(rects: readonly ShareRect[]): ShareRect {
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const centre = (r: ShareRect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

function distance(a: VersionMatch, b: VersionMatch): number {
  const p = centre(boundsOf(a.rects));
  const q = centre(boundsOf(b.rects));
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/**
 * Two matches further apart than this share of the page are different places: a word that
 * moved from the top of the carton to its foot is listed once in each version.
 */
export const PAIR_DISTANCE = 0.25;

/**
 * Pairs one page's matches of both versions in reading order: an alignment (as a text diff
 * aligns lines) that pairs as many as it can, the nearest first, and never crosses pairs; a
 * match left over is a stop of its version alone.
 */
function alignPage(
  page: number,
  before: readonly { index: number; match: VersionMatch }[],
  after: readonly { index: number; match: VersionMatch }[],
): FindStop[] {
  const n = before.length;
  const m = after.length;
  const width = m + 1;
  // d[i * m + j]: how far before[i] is from after[j]; Infinity when too far to pair.
  const d = new Float64Array(n * m);
  before.forEach((a, i) =>
    after.forEach((b, j) => {
      const far = distance(a.match, b.match);
      d[i * m + j] = far <= PAIR_DISTANCE ? far : Number.POSITIVE_INFINITY;
    }),
  );
  const pairCost = (i: number, j: number) => d[i * m + j] ?? Number.POSITIVE_INFINITY;
  // cost[i * width + j]: the cheapest alignment of before[i..] with after[j..]; a match left
  // alone costs as much as a pair at the limit.
  const cost = new Float64Array((n + 1) * width);
  const at = (i: number, j: number) => cost[i * width + j] ?? Number.POSITIVE_INFINITY;
  for (let i = n; i >= 0; i--)
    for (let j = m; j >= 0; j--) {
      cost[i * width + j] =
        i === n || j === m
          ? (n - i + (m - j)) * PAIR_DISTANCE
          : Math.min(
              pairCost(i, j) + at(i + 1, j + 1),
              PAIR_DISTANCE + at(i + 1, j),
              PAIR_DISTANCE + at(i, j + 1),
            );
    }
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  // Of two matches either of which may go first, the one higher on the page does.
  const skipsBefore = (a: VersionMatch, b: VersionMatch, i: number, j: number, here: number) => {
    const beforeFirst = same(PAIR_DISTANCE + at(i + 1, j), here);
    const afterFirst = same(PAIR_DISTANCE + at(i, j + 1), here);
    if (beforeFirst && afterFirst) return boundsOf(a.rects).y <= boundsOf(b.rects).y;
    return beforeFirst;
  };
  const stops: FindStop[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const here = at(i, j);
    const a = before[i];
    const b = after[j];
    if (a && b && same(pairCost(i, j) + at(i + 1, j + 1), here)) {
      stops.push({ page, before: a.index, after: b.index });
      i++;
      j++;
    } else if (a && (!b || skipsBefore(a.match, b.match, i, j, here))) {
      stops.push({ page, before: a.index, after: null });
      i++;
    } else if (b) {
      stops.push({ page, before: null, after: b.index });
      j++;
    }
  }
  return stops;
}

/**
 * The stops of next and previous over both versions' matches: page by page, and on each
 * page the matches that are the same place in both versions paired (one stop shows both).
 */
export function pairMatches(
  before: readonly VersionMatch[],
  after: readonly VersionMatch[],
): FindStop[] {
  const pages = [...new Set([...before, ...after].map((m) => m.page))].sort((a, b) => a - b);
  const onPage = (matches: readonly VersionMatch[], page: number) =>
    matches.flatMap((match, index) => (match.page === page ? [{ index, match }] : []));
  return pages.flatMap((page) => alignPage(page, onPage(before, page), onPage(after, page)));
}
