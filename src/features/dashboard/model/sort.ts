import type { Project, ProjectState } from '@/api/types';
import { PROJECT_STATES, type SortOrder } from './filters';

type SortValue = string | number | null;

const STATE_RANK = new Map<ProjectState, number>(PROJECT_STATES.map((state, i) => [state, i]));

function parseTime(value: string | null): number | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function valueOf(project: Project, key: SortOrder['key']): SortValue {
  switch (key) {
    case 'name':
      return project.name;
    case 'customer':
      return project.customer === '' ? null : project.customer;
    case 'state':
      return STATE_RANK.get(project.projectState) ?? PROJECT_STATES.length;
    case 'dueDate':
      return parseTime(project.dueDate);
    case 'created':
      return parseTime(project.created);
    case 'pending':
      return project.reviewStatus.pendingCount;
    case 'approved':
      return project.reviewStatus.approvedCount;
    case 'rejected':
      return project.reviewStatus.rejectedCount;
  }
}

/**
 * The service's dashboard order: due date ascending (undated last), newest created first,
 * then projectUID. Every sort falls back to it, so equal values keep a stable, meaningful order.
 */
export function compareDashboardOrder(a: Project, b: Project): number {
  const dueA = parseTime(a.dueDate) ?? Number.POSITIVE_INFINITY;
  const dueB = parseTime(b.dueDate) ?? Number.POSITIVE_INFINITY;
  if (dueA !== dueB) return dueA < dueB ? -1 : 1;
  const createdA = parseTime(a.created) ?? 0;
  const createdB = parseTime(b.created) ?? 0;
  if (createdA !== createdB) return createdB - createdA;
  return a.projectUID < b.projectUID ? -1 : a.projectUID > b.projectUID ? 1 : 0;
}

/**
 * A sorted copy. Missing values (no customer, no due date) go last in both directions;
 * text compares with the UI language's collation, ignoring case and accents.
 */
export function sortProjects(
  projects: readonly Project[],
  order: SortOrder,
  collator: Intl.Collator,
): Project[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  // Keys are computed once per project: 10,000 rows would otherwise parse dates 280,000 times.
  const keyed = projects.map((project) => ({ project, value: valueOf(project, order.key) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
      return compareDashboardOrder(a.project, b.project);
    }
    const diff =
      typeof a.value === 'string' || typeof b.value === 'string'
        ? collator.compare(String(a.value), String(b.value))
        : a.value - b.value;
    return diff !== 0 ? sign * diff : compareDashboardOrder(a.project, b.project);
  });
  return keyed.map((entry) => entry.project);
}
