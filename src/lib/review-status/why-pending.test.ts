import { beforeAll, describe, expect, it } from 'vitest';
import type { Task, TaskAssetDecision } from '@/api/types';
import { i18n } from '@/lib/i18n';
import { deriveWhyPending, type PendingInput } from './why-pending';
import { describeWhyPending } from './why-pending-text';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW + days * DAY).toISOString();
const t = i18n.t.bind(i18n);

// A Node test: the shared setup loads every namespace for DOM tests only.
beforeAll(() => i18n.loadNamespaces(['pending', 'common']));

let counter = 0;
function task(overrides: Partial<Task> & Pick<Task, 'type'>): Task {
  counter += 1;
  return {
    taskUID: `task-${String(counter)}`,
    projectUID: 'p1',
    projectName: 'Lemon can',
    clientUID: 'c1',
    status: 'Pending',
    created: inDays(-3),
    closed: null,
    user: { userUID: 'u-ravi', fullName: 'Ravi Kumar', email: 'ravi@demo.test' },
    dueDate: null,
    ...overrides,
  };
}

const decision = (assetUID: string, value: TaskAssetDecision['decision']): TaskAssetDecision => ({
  assetUID,
  decision: value,
  comment: null,
  created: inDays(-1),
});

const external = { userUID: null, fullName: null, email: 'buyer@example.com' };
const noReviews = { pendingCount: 0, approvedCount: 0, rejectedCount: 0 };

function project(tasks: Task[] | undefined, overrides: Partial<PendingInput> = {}): PendingInput {
  return { projectState: 'Active', reviewStatus: noReviews, tasks, ...overrides };
}

const lines = (input: PendingInput) => describeWhyPending(deriveWhyPending(input, NOW), t, NOW);

describe('why is this still pending', () => {
  it('names the reviewer, the number of assets and the due date', () => {
    const input = project([
      task({ type: 'ReviewAssets', assetUIDs: ['a1', 'a2'], dueDate: inDays(2) }),
    ]);
    expect(lines(input)).toEqual(['Waiting on Ravi Kumar: review of 2 assets, due in 2 days']);
  });

  it('counts decisions of an external reviewer and names them by e-mail', () => {
    const input = project([
      task({
        type: 'ExternalReviewAssets',
        user: external,
        assetUIDs: ['a1', 'a2', 'a3'],
        decisions: [decision('a1', 'Approved')],
      }),
    ]);
    expect(lines(input)).toEqual([
      'Waiting on buyer@example.com (external): 1 of 3 assets decided',
    ]);
  });

  it('says so when nobody has been asked yet', () => {
    expect(lines(project([]))).toEqual(['No open tasks: nobody has been asked to review yet.']);
  });

  it('says every review has ended when decisions exist but no task is open', () => {
    const input = project([task({ type: 'ReviewAssets', status: 'Approved', assetUIDs: ['a1'] })], {
      reviewStatus: { pendingCount: 0, approvedCount: 3, rejectedCount: 1 },
    });
    expect(lines(input)).toEqual([
      'No open tasks: every review has ended (3 approved, 1 rejected). Complete the project or ask for another review.',
    ]);
  });

  it('merges one person’s tasks, keeps the earliest due date and marks overdue work', () => {
    const summary = deriveWhyPending(
      project([
        task({ type: 'ReviewAssets', assetUIDs: ['a1'], dueDate: inDays(5) }),
        task({ type: 'ReviewAssets', assetUIDs: ['a2', 'a3'], dueDate: inDays(-2) }),
      ]),
      NOW,
    );
    expect(summary.kind).toBe('waiting');
    if (summary.kind !== 'waiting') return;
    expect(summary.reasons).toHaveLength(1);
    expect(summary.reasons[0]).toMatchObject({
      assetCount: 3,
      dueDate: inDays(-2),
      overdue: true,
    });
    expect(describeWhyPending(summary, t, NOW)).toEqual([
      'Waiting on Ravi Kumar: review of 3 assets, overdue (was due 2 days ago)',
    ]);
  });

  it('puts the most urgent work first and undated work last', () => {
    const anna = { userUID: 'u-anna', fullName: 'Anna Berg', email: 'anna@demo.test' };
    const input = project([
      task({ type: 'UploadAssets', user: anna }),
      task({ type: 'ReviewAssets', assetUIDs: ['a1'], dueDate: inDays(1) }),
      task({
        type: 'UploadChangedAsset',
        user: anna,
        requestedAssetName: 'label.pdf',
        dueDate: inDays(-1),
      }),
    ]);
    expect(lines(input)).toEqual([
      'Waiting on Anna Berg: a new version of label.pdf, overdue (was due yesterday)',
      'Waiting on Ravi Kumar: review of 1 asset, due tomorrow',
      'Waiting on Anna Berg: upload of assets',
    ]);
  });

  it('mentions rejections among the decisions made so far', () => {
    const input = project([
      task({
        type: 'ReviewAssets',
        assetUIDs: ['a1', 'a2'],
        decisions: [decision('a1', 'Rejected')],
      }),
    ]);
    expect(lines(input)).toEqual(['Waiting on Ravi Kumar: 1 of 2 assets decided (1 rejected)']);
  });

  it('ignores tasks that are no longer open', () => {
    const input = project([
      task({ type: 'ReviewAssets', status: 'Closed', assetUIDs: ['a1'] }),
      task({ type: 'AssignUserRoles' }),
    ]);
    expect(lines(input)).toEqual(['Waiting on Ravi Kumar: assignment of workflow roles']);
  });

  it('starts with the hold when the project is on hold', () => {
    const input = project([task({ type: 'UploadRefDocs' })], { projectState: 'OnHold' });
    expect(lines(input)).toEqual([
      'On hold: postponed until someone reactivates it.',
      'Waiting on Ravi Kumar: upload of reference documents',
    ]);
  });

  it('has nothing pending for Completed, Archived or moving projects', () => {
    const open = [task({ type: 'ReviewAssets', assetUIDs: ['a1'] })];
    expect(deriveWhyPending(project(open, { projectState: 'Completed' }), NOW)).toEqual({
      kind: 'closed',
      state: 'Completed',
    });
    expect(lines(project(open, { projectState: 'Archived' }))).toEqual([
      'Archived: nothing is pending.',
    ]);
    expect(deriveWhyPending(project(open, { projectState: 'InTransit' }), NOW)).toEqual({
      kind: 'inTransit',
    });
  });

  it('falls back to the pending count when tasks were not loaded', () => {
    const input = project(undefined, {
      reviewStatus: { pendingCount: 2, approvedCount: 0, rejectedCount: 0 },
    });
    expect(deriveWhyPending(input, NOW)).toEqual({
      kind: 'countsOnly',
      onHold: false,
      pendingCount: 2,
    });
    expect(lines(input)).toEqual(['2 reviews are pending.']);
  });
});
