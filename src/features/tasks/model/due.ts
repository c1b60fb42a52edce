/** How close a due date is, for sorting and for the words next to it. */
export type DueState = 'overdue' | 'today' | 'soon' | 'later';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;

function localDay(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A bare date ("2025-03-01") is a calendar day: due all of that day, overdue from the next.
 * A date-time is an instant. "Soon" is within two days.
 */
export function dueState(due: string | null | undefined, now: number): DueState | null {
  if (!due) return null;
  if (DATE_ONLY.test(due)) {
    const today = localDay(now);
    if (due < today) return 'overdue';
    if (due === today) return 'today';
    return due <= localDay(now + 2 * DAY) ? 'soon' : 'later';
  }
  const at = Date.parse(due);
  if (Number.isNaN(at)) return null;
  if (at < now) return 'overdue';
  if (localDay(at) === localDay(now)) return 'today';
  return at - now <= 2 * DAY ? 'soon' : 'later';
}

/** A sortable moment for a due date: a bare date counts as the end of that day. */
export function dueMoment(due: string | null | undefined): number {
  if (!due) return Number.POSITIVE_INFINITY;
  const at = Date.parse(DATE_ONLY.test(due) ? `${due}T23:59:59` : due);
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
}
