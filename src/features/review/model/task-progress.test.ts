import { describe, expect, it } from 'vitest';
import type { ReviewDecision, Task } from '@/api/types';
import {
  decisionsOfAsset,
  nextUndecided,
  outcomeOf,
  reviewOptionsOf,
  taskProgress,
} from './task-progress';

function task(partial: Partial<Task>): Task {
  return {
    taskUID: 't1',
    projectUID: 'p1',
    projectName: 'Oat box',
    clientUID: 'c1',
    type: 'ReviewAssets',
    status: 'Pending',
    created: '2025-01-01T00:00:00Z',
    closed: null,
    user: { userUID: 'usr-ravi', fullName: 'Ravi Kumar', email: 'ravi@demo.test' },
    assetUIDs: ['a', 'b', 'c'],
    decisions: [],
    ...partial,
  };
}

const decision = (assetUID: string, value: 'Approved' | 'Rejected' | 'ApprovedWithChanges') => ({
  assetUID,
  decision: value,
  comment: null,
  created: '2025-01-02T00:00:00Z',
});

describe('task progress', () => {
  it('counts what is left, the latest decision per asset winning', () => {
    const progress = taskProgress(
      task({ decisions: [decision('a', 'Rejected'), decision('a', 'Approved')] }),
    );
    expect(progress).toMatchObject({ total: 3, decided: 1, left: 2, ended: false });
    expect(progress.decisions.get('a')?.decision).toBe('Approved');
  });

  it('points at the next undecided asset after the current one, wrapping around', () => {
    const t = task({});
    const decided = new Map([['c', 1]]);
    expect(nextUndecided(t, 'b', decided)).toBe('a');
    expect(
      nextUndecided(
        t,
        'a',
        new Map([
          ['b', 1],
          ['c', 1],
        ]),
      ),
    ).toBeNull();
  });

  it('ends as the service does: one rejection rejects, then changes, else approved', () => {
    expect(outcomeOf(['Approved', 'Rejected', 'ApprovedWithChanges'])).toBe('Rejected');
    expect(outcomeOf(['Approved', 'ApprovedWithChanges'])).toBe('ApprovedWithChanges');
    expect(outcomeOf(['Approved', 'Approved'])).toBe('Approved');
  });

  it('reads checklist and simple mode when the task carries them', () => {
    expect(
      reviewOptionsOf(
        task({ checklistName: 'Press check', checklistItems: ['A', '', 'B'], isSimpleMode: true }),
      ),
    ).toEqual({
      checklistName: 'Press check',
      checklistItems: ['A', 'B'],
      isSimpleMode: true,
      allowDownload: false,
    });
    expect(reviewOptionsOf(task({}))).toEqual({
      checklistName: null,
      checklistItems: [],
      isSimpleMode: false,
      allowDownload: false,
    });
  });
});

describe('decisionsOfAsset', () => {
  const base = {
    taskUID: 't1',
    projectUID: 'p1',
    projectName: 'Jam',
    clientUID: 'c1',
    type: 'ReviewAssets',
    status: 'Pending',
    created: '2026-11-20T10:00:00Z',
    closed: null,
    user: { userUID: 'u1', fullName: 'Ravi Kumar', email: 'ravi@demo.test' },
    assetUIDs: ['a', 'b'],
  } satisfies Task;
  const record = (decision: ReviewDecision, created: string, current: boolean) => ({
    assetUID: 'a',
    decision,
    comment: `${decision} note`,
    created,
    reviewer: 'Ravi Kumar',
    current,
  });

  it('gives the current decision and the replaced ones, newest first', () => {
    const task: Task = {
      ...base,
      decisionHistory: [
        record('Approved', '2026-11-21T10:00:00Z', false),
        record('ApprovedWithChanges', '2026-11-22T10:00:00Z', false),
        record('Rejected', '2026-11-23T10:00:00Z', true),
      ],
    };
    const { current, replaced } = decisionsOfAsset(task, 'a');
    expect(current?.decision).toBe('Rejected');
    expect(replaced.map((d) => d.decision)).toEqual(['ApprovedWithChanges', 'Approved']);
    expect(decisionsOfAsset(task, 'b')).toEqual({ current: null, replaced: [] });
  });

  it('falls back to the current decisions, by the assignee, without a history', () => {
    const task: Task = {
      ...base,
      decisions: [{ assetUID: 'a', decision: 'Approved', comment: null, created: 'x' }],
    };
    expect(decisionsOfAsset(task, 'a')).toEqual({
      current: {
        assetUID: 'a',
        decision: 'Approved',
        comment: null,
        created: 'x',
        reviewer: 'Ravi Kumar',
      },
      replaced: [],
    });
  });
});
