import type { TextBox, TextComparison, TextDifference } from './types';

/** "Next to" a comment's region: this far around it (page units) still counts. */
export const NEAR_REGION = 12;

/** A comment on the older version that asked for a change, where it points (page units). */
export interface TextRequestRegion {
  id: string;
  /** Zero-based page of the older version. */
  page: number;
  box: TextBox;
}

export interface TextRequestCheck {
  /** For each request, the differences in or next to its region (none: not answered). */
  answers: { request: TextRequestRegion; differences: TextDifference[] }[];
  /** Differences no request is about: the ones that slip through approvals. */
  unasked: TextDifference[];
}

function overlaps(a: TextBox, b: TextBox, margin: number): boolean {
  return (
    a.x < b.x + b.width + margin &&
    b.x - margin < a.x + a.width &&
    a.y < b.y + b.height + margin &&
    b.y - margin < a.y + a.height
  );
}

/**
 * Which text differences answer which request: a difference answers a request when its place
 * on the older page (or, for new text, where it went in) is inside or next to the request's
 * region. A difference may answer several requests; the rest are unasked.
 */
export function checkTextRequests(
  comparison: TextComparison,
  requests: readonly TextRequestRegion[],
): TextRequestCheck {
  const used = new Set<string>();
  const answers = requests.map((request) => {
    const differences = comparison.differences.filter(
      (d) =>
        d.oldPage === request.page &&
        d.oldBox !== null &&
        !d.wholePage &&
        overlaps(d.oldBox, request.box, NEAR_REGION),
    );
    for (const d of differences) used.add(d.id);
    return { request, differences };
  });
  return { answers, unasked: comparison.differences.filter((d) => !used.has(d.id)) };
}
