import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Task, TaskStatus } from '@/api/types';
import { dueState } from './due';
import { groupTasks } from './group-tasks';

function task(
  uid: string,
  project: string,
  status: TaskStatus,
  dueDate: string | null,
  created = '2025-01-01T00:00:00Z',
): Task {
  return {
    taskUID: uid,
    projectUID: project,
    projectName: `Project ${project}`,
    clientUID: 'c',
    type: 'UploadAssets',
    status,
    created,
    closed: status === 'Pending' ? null : '2025-01-05T00:00:00Z',
    user: { userUID: 'u', fullName: 'U', email: 'u@x.test' },
    dueDate,
  };
}

describe('dueState', () => {
  const now = new Date(2025, 2, 10, 12).getTime();
  it('treats a bare date as a calendar day', () => {
    expect(dueState('2025-03-09', now)).toBe('overdue');
    expect(dueState('2025-03-10', now)).toBe('today');
    expect(dueState('2025-03-12', now)).toBe('soon');
    expect(dueState('2025-03-20', now)).toBe('later');
    expect(dueState(null, now)).toBeNull();
  });
  it('treats a date-time as an instant', () => {
    expect(dueState(new Date(now - 60_000).toISOString(), now)).toBe('overdue');
  });
});

describe('groupTasks', () => {
  it('puts the project with overdue work first, open before finished, no due date last', () => {
    const groups = groupTasks([
      task('a1', 'A', 'Pending', null),
      task('a2', 'A', 'Closed', '2020-01-01'),
      task('b1', 'B', 'Pending', '2025-06-01'),
      task('b2', 'B', 'Pending', '2024-01-01'),
      task('a3', 'A', 'Pending', '2025-07-01'),
    ]);
    expect(groups.map((g) => [g.projectUID, g.tasks.map((t) => t.taskUID)])).toEqual([
      ['B', ['b2', 'b1']],
      ['A', ['a3', 'a1', 'a2']],
    ]);
  });

  it('keeps every task exactly once, open ones before finished ones (property)', () => {
    const arbitrary = fc.array(
      fc.record({
        project: fc.constantFrom('A', 'B', 'C'),
        status: fc.constantFrom<TaskStatus>('Pending', 'Closed', 'Approved'),
        due: fc.option(fc.constantFrom('2024-01-01', '2025-05-05', '2026-01-01'), { nil: null }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(arbitrary, (specs) => {
        const tasks = specs.map((s, i) => task(`t${i}`, s.project, s.status, s.due));
        const groups = groupTasks(tasks);
        expect(groups.flatMap((g) => g.tasks).length).toBe(tasks.length);
        for (const group of groups) {
          const open = group.tasks.map((t) => t.status === 'Pending');
          expect(open).toEqual([...open].sort((x, y) => Number(y) - Number(x)));
          expect(new Set(group.tasks.map((t) => t.projectUID)).size).toBe(1);
        }
      }),
    );
  });
});
