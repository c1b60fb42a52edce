import type { ProjectState } from '@/api/types';

/**
 * How urgent a due date is. `overdue`: the deadline has passed; `soon`: within
 * {@link DUE_SOON_DAYS}; `later`: further out; `none`: no due date, or the project is closed
 * (Completed, Archived), where a date no longer asks anything of anyone.
 */
export type DueStatus = 'overdue' | 'soon' | 'later' | 'none';

export const DUE_SOON_DAYS = 3;

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The moment a due date runs out, in ms. A bare date ("2025-03-01") is due until the end of
 * that calendar day where the person is; a date-time is due at that instant. NaN when invalid.
 */
export function deadlineOf(dueDate: string): number {
  const match = DATE_ONLY.exec(dueDate);
  if (match) {
    const [, year, month, day] = match;
    return new Date(Number(year), Number(month) - 1, Number(day) + 1).getTime();
  }
  return Date.parse(dueDate);
}

export function dueStatus(dueDate: string | null, state: ProjectState, now: number): DueStatus {
  if (dueDate === null || state === 'Completed' || state === 'Archived') return 'none';
  const deadline = deadlineOf(dueDate);
  if (Number.isNaN(deadline)) return 'none';
  if (now >= deadline) return 'overdue';
  return deadline - now <= DUE_SOON_DAYS * DAY_MS ? 'soon' : 'later';
}
