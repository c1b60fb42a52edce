import { describe, expect, it } from 'vitest';
import type { WorkflowRun } from '@/api/types';
import { groupRunsIntoChains, hasNewRuns, runsAddedByTrigger } from './run-timeline';

let seq = 0;
function run(partial: Partial<WorkflowRun> & Pick<WorkflowRun, 'chainId'>): WorkflowRun {
  seq += 1;
  return {
    runUID: `run-${String(seq)}`,
    projectUID: 'prj',
    workflowUID: 'wf',
    actionUid: `action-${String(seq)}`,
    friendlyName: null,
    triggerType: 'InternalReviewTaskApproved',
    reactionType: 'MoveInKanban',
    depth: 0,
    time: '2026-01-01T10:00:00.000Z',
    outcome: 'Done',
    message: 'ok',
    ...partial,
  };
}

describe('groupRunsIntoChains', () => {
  it('makes one entry per chain, newest chain first, steps in the order they ran', () => {
    const approvedMove = run({ chainId: 'b', time: '2026-01-01T11:00:00.000Z' });
    const approvedHook = run({
      chainId: 'b',
      reactionType: 'SendDataWithWebhook',
      outcome: 'Failed',
      time: '2026-01-01T11:00:00.000Z',
    });
    const created = run({ chainId: 'a', triggerType: 'ProjectCreated', outcome: 'Waiting' });
    // The service sends newest first.
    const chains = groupRunsIntoChains([approvedHook, approvedMove, created]);

    expect(chains.map((chain) => chain.chainId)).toEqual(['b', 'a']);
    expect(chains[0]?.steps.map((step) => step.runUID)).toEqual([
      approvedMove.runUID,
      approvedHook.runUID,
    ]);
    expect(chains[0]?.counts).toEqual({ Done: 1, Failed: 1, Skipped: 0, Waiting: 0, Stopped: 0 });
    expect(chains[0]?.outcome).toBe('Failed');
    expect(chains[0]?.trigger).toBe('InternalReviewTaskApproved');
    expect(chains[1]?.outcome).toBe('Waiting');
    expect(chains[1]?.trigger).toBe('ProjectCreated');
  });

  it('names a chain by the event that started it, not by the events its steps caused', () => {
    const review = run({
      chainId: 'c',
      triggerType: 'ProjectCreated',
      reactionType: 'AssignUserRoles',
      depth: 0,
      time: '2026-01-01T09:00:00.000Z',
    });
    const upload = run({
      chainId: 'c',
      triggerType: 'UserRolesAssigned',
      reactionType: 'CreateInternalUploadAssetsTask',
      depth: 1,
      time: '2026-01-01T09:05:00.000Z',
    });
    const [chain] = groupRunsIntoChains([upload, review]);
    expect(chain?.trigger).toBe('ProjectCreated');
    expect(chain?.startedAt).toBe('2026-01-01T09:00:00.000Z');
    expect(chain?.endedAt).toBe('2026-01-01T09:05:00.000Z');
  });

  it('puts a stop from the loop guard above skips and successes', () => {
    const [chain] = groupRunsIntoChains([
      run({ chainId: 'd', outcome: 'Stopped' }),
      run({ chainId: 'd', outcome: 'Skipped' }),
      run({ chainId: 'd', outcome: 'Done' }),
    ]);
    expect(chain?.outcome).toBe('Stopped');
  });

  it('has nothing to show for an empty log', () => {
    expect(groupRunsIntoChains([])).toEqual([]);
  });
});

describe('runsAddedByTrigger', () => {
  it('finds the runs of the triggered action that were not there before, oldest first', () => {
    const old = run({ chainId: 'x', actionUid: 'send' });
    const other = run({ chainId: 'y', actionUid: 'move' });
    const first = run({ chainId: 'z', actionUid: 'send' });
    const second = run({ chainId: 'z', actionUid: 'send' });
    const before = new Set([old.runUID]);
    expect(runsAddedByTrigger(before, [second, first, other, old], 'send')).toEqual([
      first,
      second,
    ]);
    expect(runsAddedByTrigger(new Set([old.runUID]), [old], 'send')).toEqual([]);
  });
});

describe('hasNewRuns', () => {
  it('is false on the first read and when nothing arrived, true when a run is new', () => {
    const a = run({ chainId: 'a' });
    const b = run({ chainId: 'b' });
    expect(hasNewRuns(undefined, [a])).toBe(false);
    expect(hasNewRuns([a], [a])).toBe(false);
    expect(hasNewRuns([a], [b, a])).toBe(true);
    // A log trimmed at its cap loses old runs: that alone is not news.
    expect(hasNewRuns([b, a], [b])).toBe(false);
  });
});
