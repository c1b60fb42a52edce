import { describe, expect, it } from 'vitest';
import { compareDashboardOrder, sortProjects } from './sort';
import { testProject } from './test-projects';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const projects = [
  testProject({
    projectUID: 'a',
    name: 'banana box',
    customer: 'Zed',
    dueDate: '2025-03-10',
    created: '2025-01-01T00:00:00Z',
    projectState: 'Completed',
  }),
  testProject({
    projectUID: 'b',
    name: 'Apple can',
    customer: null,
    dueDate: null,
    created: '2025-01-03T00:00:00Z',
    reviewStatus: { pendingCount: 4, approvedCount: 0, rejectedCount: 1 },
  }),
  testProject({
    projectUID: 'c',
    name: 'Äpfel label',
    customer: 'alpha',
    dueDate: '2025-03-01T15:00:00Z',
    created: '2025-01-02T00:00:00Z',
    projectState: 'OnHold',
    reviewStatus: { pendingCount: 1, approvedCount: 2, rejectedCount: 0 },
  }),
  testProject({
    projectUID: 'd',
    name: 'cherry 10',
    customer: 'Beta',
    dueDate: '2025-03-01T15:00:00Z',
    created: '2025-01-05T00:00:00Z',
  }),
];

const uids = (list: { projectUID: string }[]) => list.map((p) => p.projectUID).join('');

describe('sortProjects', () => {
  it('sorts names by the UI collation, ignoring case and accents', () => {
    expect(uids(sortProjects(projects, { key: 'name', direction: 'asc' }, collator))).toBe('cbad');
    expect(uids(sortProjects(projects, { key: 'name', direction: 'desc' }, collator))).toBe('dabc');
  });

  it('puts missing values last in both directions', () => {
    expect(uids(sortProjects(projects, { key: 'customer', direction: 'asc' }, collator))).toBe(
      'cdab',
    );
    expect(uids(sortProjects(projects, { key: 'customer', direction: 'desc' }, collator))).toBe(
      'adcb',
    );
    expect(uids(sortProjects(projects, { key: 'dueDate', direction: 'desc' }, collator))).toBe(
      'adcb',
    );
  });

  it('breaks ties with the dashboard order (newest created first)', () => {
    expect(uids(sortProjects(projects, { key: 'dueDate', direction: 'asc' }, collator))).toBe(
      'dcab',
    );
  });

  it('sorts states in lifecycle order and review counts as numbers', () => {
    expect(uids(sortProjects(projects, { key: 'state', direction: 'asc' }, collator))).toBe('dbca');
    expect(uids(sortProjects(projects, { key: 'pending', direction: 'desc' }, collator))).toBe(
      'bcda',
    );
    expect(uids(sortProjects(projects, { key: 'approved', direction: 'desc' }, collator))[0]).toBe(
      'c',
    );
  });

  it('does not touch its input', () => {
    const copy = [...projects];
    sortProjects(projects, { key: 'name', direction: 'asc' }, collator);
    expect(projects).toEqual(copy);
  });
});

describe('compareDashboardOrder', () => {
  it('matches the service: due ascending, undated last, newest created first', () => {
    expect(uids([...projects].sort(compareDashboardOrder))).toBe('dcab');
  });
});
